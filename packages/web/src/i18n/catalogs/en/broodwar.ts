/** English: Brood War and its Leadership cards. */
export const broodwar = {
  // The Leadership choice (BW-L1): cards drawn as cards, chosen in secret
  "scOptions.leadershipCards": "Leadership cards (Brood War)",
  "lead.choose.title": "Choose your Stage {stage} Leadership card",
  "lead.choose.hint":
    "Chosen in secret: every player's card is revealed at once when all have chosen, then resolved in turn order.",
  "lead.choose.aria": "Choose {card}",
  "lead.choose.take": "Take this card",
  "lead.waiting":
    "You chose {card}. Waiting for {count, plural, one {# more player} other {# more players}} to choose.",
  "lead.progress": "Leadership choice, Stage {stage}: {chosen} of {asked} players have chosen.",
  "lead.stage": "Stage {stage}",
  "lead.kind.one-shot": "One-shot",
  "lead.kind.play-area": "Play area",
  "lead.kind.special-victory": "Special Victory",
  "lead.kind.hero": "Hero",
  "lead.kindTitle.one-shot": "Resolved once when revealed, then it leaves the game.",
  "lead.kindTitle.play-area": "Stays in its owner's play area and works from there.",
  "lead.kindTitle.special-victory":
    "Stays in the play area; without it its owner can win only on points or by elimination.",
  "lead.kindTitle.hero": "Stays in the play area and brings a hero onto the board.",
  "lead.hero": "Hero: {hero}",
  "lead.forces": "Starting forces: {units}",
  "lead.forceUnit": "{count} × {unit}",
  "lead.forceWorkers": "{count, plural, one {# worker} other {# workers}}",
  "lead.forceTransports": "{count, plural, one {# transport} other {# transports}}",
  "lead.forceBases": "{count, plural, one {# base} other {# bases}}",
  "lead.provisional": "provisional",
  "lead.provisionalTitle": "Provisional: our reading of an unclear source. {reason}",
  "lead.provisionalNoReason": "Provisional: our reading of an unclear source.",
  // Revealed cards on the player panels (BW-L3: every player's cards may be looked at)
  "lead.panel.title": "Leadership",
  "lead.panel.none": "No Leadership card revealed yet",
  "lead.panel.inPlay": "in play",
  "lead.panel.gone": "resolved, left the game",
  "lead.panel.deck": "Leadership deck ({count})",
  "lead.panel.taken": "taken",
  // Log and action words
  "lead.log.take": "{who} reveals the Leadership card {card} (Stage {stage}).",
  "lead.log.hidden": "{who} chooses a Leadership card face down.",
  "lead.log.hero": "{who} brings the hero {hero} onto the board in {area}.",
  "lead.do.choose": "Choose the Leadership card {card} (Stage {stage})",
  "lead.do.placeHero": "Place the hero {hero} in {area}",
  "lead.do.placeHeroReplace": "Place the hero {hero} in {area}, in place of one of your {unit} figures",
  // Heroes on the map
  "lead.do.cpToken": "Put a special conquest-point token in {area} (Tactical Mastery)",
  "lead.do.installation": "Place the {installation} in {area}",
  "lead.do.transport": "Place a transport on the route {route} (Return to Aiur)",
  "lead.do.planetToken": "Take the planet token {planet} (Emperor Arcturus I)",
  "lead.do.influence": "Name {planet} (Subtle Influence)",
  "lead.do.firstPlayer": "Name {who} first player (Emperor Arcturus I)",
  "lead.do.reorder": "Move the bottom order on {planet} to the top of its stack (Khala Devotee)",
  "lead.do.skipReorder": "Leave the order stacks as they are",
  "lead.do.sacrifice": "Sacrifice your {unit}: every unit in {area} is destroyed (Ultimate Sacrifice)",
  "lead.do.placeUnits": "{card}: place {units} in {area}",
  "lead.do.placeUnitGroup": "Place the card's unit group {n} in {area}",
  "lead.do.warpUnit": "Warp Gate: move {unit} to {area}",
  "lead.do.endWarp": "Warp Gate: move no more units",
  "lead.do.deployHeld": "Conclave Fleet: move a reserve {unit} to {area}",
  "lead.do.endDeploy": "Conclave Fleet: move no more reserve units",
  "lead.do.psiDisruptorRetreat":
    "Psi-Disruptor: move your units on the planet to {area} (those that cannot stand there are destroyed)",
  "hero.mark": "Hero",
  "hero.title": "{hero}, hero ({unit})",
  // Card effects in our own words (the content pack has no text for them; facts from the spec)
  "lead.text.queen-of-blades-forward-planning":
    "Start with two bases: one on each of your two starting planets.",
  "lead.text.queen-of-blades-a-new-rising-power":
    "Special victory: in Stage III, control three areas that give conquest points.",
  "lead.text.queen-of-blades-glimpse-the-future":
    "You place every Z-axis route of the setup; an Overlord goes on each route leading to your base planet, as far as your transports allow.",
  "lead.text.queen-of-blades-hasten-the-end":
    "Draw four event cards now; they are played at this Regrouping's event step.",
  "lead.text.queen-of-blades-sarah-kerrigan":
    "Hero Sarah Kerrigan (Infested Terran): she always uses the major values of her combat card and never sacrifices herself.",
  "lead.text.queen-of-blades-deathblow":
    "In the next Action Phase, each order you reveal may be carried out as a special Mobilize, outside your Special Order Pool.",
  "lead.text.queen-of-blades-subtle-influence":
    "Name a planet where you have more units than any single opponent: in the next Planning Phase every other player may place at most one order there.",
  "lead.text.overmind-endless-hunger": "Your permanent resources give one more mineral and one more gas.",
  "lead.text.overmind-the-swarm": "Special victory: in Stage III, have bases on three different planets.",
  "lead.text.overmind-the-overmind":
    "Place the Overmind installation after your starting forces; while it stands it gives you 1 conquest point at every Regrouping.",
  "lead.text.overmind-cerebrate-daggoth":
    "Place the Cerebrate in an area you control; while it stands you place a fifth order, before anyone else, in every Planning Phase.",
  "lead.text.overmind-torrasque":
    "Hero Torrasque (Ultralisk): if he is destroyed, he returns at one of your bases at the end of each Regrouping.",
  "lead.text.overmind-the-swarm-flies": "Destroy up to one enemy transport on every route.",
  "lead.text.overmind-teeming-spawn":
    "Carry out a Build order on any planet; afterwards all your workers are available again.",
  "lead.text.mengsk-emperor-arcturus-i":
    "Before the planets are dealt, pick your two starting planets yourself, then name the first player.",
  "lead.text.mengsk-terran-dominion":
    "Special victory: in Stage III, control every area of two planets at the same time.",
  "lead.text.mengsk-the-sons-of-korhal": "You gain the Star order token.",
  "lead.text.mengsk-the-norad-ii": "Hero Norad II (Battlecruiser): +1 health.",
  "lead.text.mengsk-tactical-mastery":
    "Put two special conquest-point tokens on areas printed without conquest points; each counts as 1 printed point for the rest of the game.",
  "lead.text.mengsk-terran-civilization":
    "All your buildings rise to level III for free; in the next Action Phase your orders may be carried out as special Builds, outside your Special Order Pool.",
  "lead.text.mengsk-scorched-earth-policy":
    "Place two Battlecruisers or two Siege Tanks in an area you control; your Battlecruisers gain Collateral Damage.",
  "lead.text.raynor-storage-facilities":
    "At the start of each Regrouping, take a mineral token for each worker left idle in your pool, at most three.",
  "lead.text.raynor-raynors-raiders":
    "Special victory: in Stage III, control six areas that hold minerals or gas.",
  "lead.text.raynor-covert-operations":
    "Three Ghosts wait in your reserve (new Ghosts may join them); reserve Ghosts may join any of your Mobilize orders as if they stood on its planet.",
  "lead.text.raynor-jim-raynor": "Hero Jim Raynor (Vulture): +2 health, and +1 attack to his side.",
  "lead.text.raynor-make-do-with-little": "Each of your Build orders gives you a free worker or transport.",
  "lead.text.raynor-to-the-bitter-end": "Every opponent loses 2 conquest points (never below 0).",
  "lead.text.raynor-psi-disruptor":
    "Name a planet where you have a unit: enemy units there must leave it; those that cannot are destroyed.",
  "lead.text.tassadar-orbital-platform": "Your permanent resources give two more minerals.",
  "lead.text.tassadar-domination":
    "Special victory: in Stage III, control more areas than each other player.",
  "lead.text.tassadar-warp-gate": "You gain the Warp Gate installation.",
  "lead.text.tassadar-gantrithor":
    "Hero Gantrithor (Carrier): +1 health; when he is destroyed, you may destroy one unit, installation or base on his planet.",
  "lead.text.tassadar-zeratul":
    "Hero Zeratul (Dark Templar): +1 attack and +1 health; his opponent loses a ground unit at the start of each of his battles.",
  "lead.text.tassadar-ultimate-sacrifice":
    "Destroy one of your units: every unit in another occupied area of its planet is destroyed too.",
  "lead.text.tassadar-return-to-aiur":
    "Place up to eight of your transports on routes, one per route; none of your transports can be destroyed until the end of the next round.",
  "lead.text.aldaris-riches-of-aiur":
    "At the end of each Regrouping, restore up to two of your partially depleted resource cards; enemies cannot deplete your areas.",
  "lead.text.aldaris-predestined":
    "Special victory: win when two “The End Draws Near” cards are in play; while this card is in play the others need 20 conquest points to win.",
  "lead.text.aldaris-conclave-fleet":
    "Newly built units may wait in reserve; when any Mobilize is revealed, you may move reserve units to an area you control that holds your base.",
  "lead.text.aldaris-fenix": "Hero Fenix (Dragoon): +2 health; he uses both High Templar and Dragoon cards.",
  "lead.text.aldaris-khala-devotee":
    "At the end of each Planning Phase you may move the bottom order of one stack to its top.",
  "lead.text.aldaris-the-will-of-the-conclave":
    "In the next Planning Phase you place two orders each turn, up to eight in all.",
  "lead.text.aldaris-destiny": "Nobody can win during this Regrouping Phase.",
  // Lobby: Brood War's Leadership switch, optional rules and the game modes (CreateOptions.tsx).
  "scOptions.optionalRules": "Optional rules",
  "scOptions.moreStartingPlanets": "More Starting Planet Tokens (draw 3 planets, place 2)",
  "scOptions.largerGalaxy": "Larger Galaxy (3 planets each, no Special Victory cards, 25 conquest points)",
  "scOptions.planetRulesExclusive": "not together with the other starting-planet rule",
  "scOptions.mode": "Game mode",
  "scOptions.mode.standard": "Standard",
  "scOptions.mode.galacticConquest": "Galactic Conquest (no conquest points: the last player left wins)",
  "scOptions.mode.survival": "Survival (out without a base; conquest points become resource tokens)",
  "scOptions.mode.fasterSurvival": "Faster Survival (Survival with 3 bases per faction)",
  "scOptions.mode.teamPlay":
    "Team Play (teams of two, partners seated opposite; a team wins at 30 conquest points, 40 against Aldaris)",
  "scOptions.teamPlayNeedsPlayers": "Team Play needs 4 or 6 players",
  "scOptions.modeNeedsBroodWar": "Survival and Faster Survival need Brood War",
  "scOptions.modeExcludesRules": "a game mode is played without optional rules",
  "scOptions.modeNeedsLeadership": "a game mode is played with the Leadership cards",
  "sc.do.takeMineralToken": "Survival: take a mineral resource token",
  "sc.do.takeGasToken": "Survival: take a gas resource token",
  "sc.prompt.survival-tokens":
    "Survival: take a resource token (minerals or gas) for a conquest point scored",
  // Mind control in battle (BW-MC3): the card back of the original owner's deck
  // The game page: the mode's banner and how it is won, Survival's bases, the optional rules played
  // (ModeRules.tsx), and Survival's conquest points taken as resource tokens (SurvivalTokens.tsx).
  "lead.choose.noVictoryInMode":
    "In this game mode only the last player left wins: this card brings its starting forces, not its victory.",
  "sc.mode.label": "Game mode and optional rules",
  "sc.mode.galacticConquest": "Galactic Conquest",
  "sc.mode.galacticConquestWin":
    "No conquest points and no “The End Draws Near” events: you win by being the last player left in the game.",
  "sc.mode.survival": "Survival",
  "sc.mode.survivalWin":
    "You win by being the last player left. A player with no base is out, and a destroyed base leaves the game. Each conquest point you would score becomes a resource token of your choice.",
  "sc.mode.fasterSurvival": "Faster Survival",
  "sc.mode.fasterSurvivalWin":
    "Survival with only 3 bases per faction: you win by being the last player left. A player with no base is out, and a destroyed base leaves the game. Each conquest point you would score becomes a resource token of your choice.",
  "sc.mode.bases": "{onBoard, plural, one {# base} other {# bases}} on the board, {limit} at most",
  "sc.mode.roundLimit":
    "Round limit of this table: if more than one player is still in the game after round {rounds}, the tiebreakers decide (resources, then areas, bases and workers).",
  "sc.mode.out": "out of the game",
  "sc.rule.label": "Optional rules:",
  "sc.rule.noLeadership": "No Leadership Cards",
  "sc.survival.title": "Survival: your conquest points become resources",
  "sc.survival.hint":
    "Take one resource token for each conquest point you scored: {count, plural, one {# token} other {# tokens}} left to take.",
  "sc.survival.minerals": "Mineral token",
  "sc.survival.gas": "Gas token",
  "sc.survival.held": "you hold {count}",
  "battle.originalTop": "Top of the deck of {name}",
  "battle.originalTopLabel": "The top card of the deck of {name}, blind (mind control)",
} as const;
