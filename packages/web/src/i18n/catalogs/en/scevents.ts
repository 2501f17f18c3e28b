/**
 * English: the StarCraft event cards' effects, the factions' special victories and the combat and
 * technology cards' words, in our own words, by card or faction id (`starcraft/eventText.ts`).
 * The web reads these in every language, not the content pack's `text`; `eventText.test.ts`
 * checks every event, faction and card with words in the pack (core and Brood War) has a key
 * and that this English says what the pack says.
 */
export const scevents = {
  "sc.eventText.orbital-construction-yard": "Buy one module now at one resource less.",
  "sc.eventText.shifting-routes": "Move one z-axis route to join another pair of planets.",
  "sc.eventText.stellar-maelstrom": "Destroy every transport on one navigation route.",
  "sc.eventText.technological-advance": "Buy one technology now at one resource less.",
  "sc.eventText.base-construction": "Build one base now at one resource less.",
  "sc.eventText.industrial-strategy":
    "Play one more of the event cards you drew this round. It can be used only once in a Regrouping Phase.",
  "sc.eventText.material-shortage": "One resource area becomes partially depleted.",
  "sc.eventText.rich-vein": "One partially depleted area is restored.",
  "sc.eventText.rapid-deployment":
    "Place free units in one friendly or empty area: 2 Marines, 1 Zealot or 2 Zerglings.",
  "sc.eventText.air-patrol": "Place one free Wraith, Scout or Mutalisk in an area holding your base.",
  "sc.eventText.logistics": "Build up to two workers or transports, one resource paid for you.",
  "sc.eventText.scouting-reports": "Draw two event cards face down.",
  "sc.eventText.monument-of-glory": "Pay 1 mineral and 1 gas to gain 1 conquest point.",
  "sc.eventText.urgent-mobilization": "Move units now into a friendly or empty area.",
  "sc.eventText.emergency-production": "Build units up to your build limit with one resource paid for you.",
  "sc.eventText.volcanic-eruption": "Destroy one enemy unit costing 2 or less in one area.",
  "sc.eventText.reinforcements":
    "Place free units in one friendly or empty area (an area with only an enemy base is not empty): 2 Firebats, 2 Zealots or 2 Hydralisks.",
  "sc.eventText.flawless-defense-plan":
    "Keep in your play area; when you defend a battle, your units gain +2 health in every skirmish (not with a guard token).",
  "sc.eventText.cease-fire": "Keep in your play area; when you are attacked, cancel that battle.",
  "sc.eventText.intercepted-transmissions":
    "Keep in your play area; in a battle the opponent places his combat cards first, face up.",
  "sc.eventText.stellar-storm": "Destroy the transports you choose on one navigation route.",
  "sc.eventText.technological-breakthrough": "Take one technology for free.",
  "sc.eventText.brilliant-engineering": "Take one module for free.",
  "sc.eventText.forward-base": "Build one base for free.",
  "sc.eventText.advanced-development": "Take the next level of a building track for free.",
  "sc.eventText.resource-crisis": "One resource area moves two steps towards depletion.",
  "sc.eventText.untapped-reserves": "One resource area moves two steps back towards full.",
  "sc.eventText.air-support-wing":
    "Place a free Battlecruiser, Carrier, or Guardian and Scourge in an area holding your base.",
  "sc.eventText.informant":
    "Take one event card another player is holding this phase and play it as if it were yours.",
  "sc.eventText.supply-lines": "Build up to four workers or transports, two resources paid for you.",
  "sc.eventText.progressive-strategy": "Also play the top card of the event deck.",
  "sc.eventText.create-wonder": "Gain 1 conquest point.",
  "sc.eventText.energy-storm": "Pick a planet: each area loses one unit costing 2 or less (owner's choice).",
  "sc.eventText.surprise-assault":
    "Move units now into any area, fighting a battle there if enemies are present.",
  "sc.eventText.war-production": "Build units up to your build limit with two resources paid for you.",
  "sc.eventText.field-intelligence": "Draw two combat cards.",
  "sc.eventText.versatile-strategy": "Play a second event card you hold this phase.",
  "sc.eventText.swift-command": "Place one extra order next Planning Phase.",
  "sc.eventText.the-end-draws-near":
    "Must be played. Stays in the common play area; when two or more are there the game ends. Gain 1 conquest point.",
  "sc.eventText.heavy-reinforcements":
    "Place a free Siege Tank, Reaver or Ultralisk in a friendly or empty area.",
  "sc.eventText.capital-ships":
    "Place a free Battlecruiser, Carrier, or Guardian and Scourge in an area holding your base.",
  "sc.eventText.scientific-revolution": "Take one technology for free.",
  "sc.eventText.master-engineering": "Take one module for free.",
  "sc.eventText.new-colony": "Build one base for free.",
  "sc.eventText.full-mobilization-of-industry": "Take the next level of a building track for free.",
  "sc.eventText.strip-mining": "One resource area moves two steps towards depletion.",
  "sc.eventText.mother-lode": "One resource area moves two steps back towards full.",
  "sc.eventText.psionic-tempest":
    "Pick a planet: each area loses one unit costing 3 or less; transports at it are destroyed.",
  "sc.eventText.planetary-cataclysm":
    "Destroy one enemy unit costing 4 or less in one area, and any base there.",
  "sc.eventText.all-out-assault":
    "Move units now into any area, fighting a battle there if enemies are present.",
  "sc.eventText.total-war": "Build units up to your build limit with two resources paid for you.",
  "sc.eventText.glorious-triumph": "Gain 1 conquest point.",
  "sc.eventText.retreat":
    "Keep in your play area; when you are attacked, the battle does not take place: all your units in that area move together to one friendly or empty area of the same planet (those that do not fit are destroyed). The attacker's units stay; any over the area's unit limit are destroyed.",
  "sc.eventText.decisive-strategy": "Also play another event card you hold.",
  "sc.eventText.subtle-planning": "At the next Leadership choice, pick after the others are revealed.",
  "sc.eventText.supply-cache": "Take 1 mineral and 1 gas resource token.",
  "sc.eventText.mineral-windfall": "Take 2 mineral resource tokens.",
  "sc.eventText.heroic-strategy": "Put one of your destroyed heroes back in a friendly area.",
  "sc.eventText.vespene-surge": "Take 2 gas resource tokens.",
  "sc.eventText.guarded-position":
    "Keep in your play area; when you defend a battle, your units gain +2 health in every skirmish (not with a guard token).",
  "sc.eventText.inspiring-leadership": "Resolve again one one-shot Leadership card you played earlier.",
  "sc.factionText.raynor": "Special victory: In Stage III, control six areas that hold minerals or gas.",
  "sc.factionText.mengsk":
    "Special victory: In Stage III, control every area of two planets at the same time.",
  "sc.factionText.tassadar": "Special victory: In Stage III, control more areas than each other player.",
  "sc.factionText.aldaris":
    "Special victory: Others need 20 conquest points to win; Aldaris wins when two 'The End Draws Near' are in play.",
  "sc.factionText.queen-of-blades":
    "Special victory: In Stage III, control three areas that give conquest points.",
  "sc.factionText.overmind": "Special victory: In Stage III, have bases on three different planets.",
  "sc.cardText.terran-stim-packs": "Infantry combat card: high attack, low health.",
  "sc.cardText.terran-bunker":
    "Reinforcement for fights in an area holding your own base: extra health, never together with a guard token.",
  "sc.cardText.terran-nuke": "Ghost combat card that calls down a nuclear strike while the Ghost lives.",
  "sc.cardText.terran-lockdown": "Reinforcement that shuts down an enemy vehicle or starship.",
  "sc.cardText.terran-cloaking-field": "Reinforcement: the Wraith or Ghost is cloaked.",
  "sc.cardText.terran-spider-mines":
    "Vulture combat card whose mines splash ground units unless the enemy has a detector.",
  "sc.cardText.terran-charon-boosters":
    "When you defend, the attacker loses one of his flying units (his choice).",
  "sc.cardText.terran-siege-mode": "Siege Tank combat card with very high values.",
  "sc.cardText.terran-irradiate": "Reinforcement played with a supporting Science Vessel: splash damage.",
  "sc.cardText.terran-emp-shockwave": "Reinforcement that cancels an opposing card.",
  "sc.cardText.terran-vessel-research": "Placeholder for the unnamed third Science Vessel technology.",
  "sc.cardText.terran-battlecruiser-weapons": "Placeholder for the unnamed Battlecruiser technology.",
  "sc.cardText.protoss-leg-enhancements":
    "The opponent destroys one of his ground units that costs less than your front-line unit (made units count what they consumed).",
  "sc.cardText.protoss-singularity-charge": "Dragoon reinforcement: +1 attack and +1 health.",
  "sc.cardText.protoss-psionic-storm":
    "Reinforcement played with a supporting High Templar: splash damage when your front-line unit destroys its opponent.",
  "sc.cardText.protoss-hallucination": "Reinforcement that cancels an opposing combat card.",
  "sc.cardText.protoss-summon-archon": "Lets you build Archons from two High Templar on the active planet.",
  "sc.cardText.protoss-increased-reaver-capacity": "Reaver combat card with high values and ground splash.",
  "sc.cardText.protoss-stasis-field": "Reinforcement freezing both front-line units (no attack).",
  "sc.cardText.protoss-recall": "Move a unit into an area holding one of your Arbiters.",
  "sc.cardText.protoss-arbiter-cloaking": "Placeholder for the unnamed third Arbiter technology.",
  "sc.cardText.protoss-carrier-interceptors": "Placeholder for the unnamed Carrier technology.",
  "sc.cardText.zerg-metabolic-boost":
    "An attacking Zergling that already has sufficient strength against a ground unit gains +2 health.",
  "sc.cardText.zerg-burrow": "Zergling or Hydralisk card with no attack that cloaks the unit.",
  "sc.cardText.zerg-chitinous-plating": "Ultralisk combat card with very high health.",
  "sc.cardText.zerg-parasite": "Detection, and the opponent shows you his combat cards.",
  "sc.cardText.zerg-ensnare": "Reinforcement: detection, +1 attack, and the enemy gets no support.",
  "sc.cardText.zerg-spawn-broodling":
    "Reinforcement: after the Destroy step the opponent destroys one of his ground units in the skirmish.",
  "sc.cardText.zerg-plague": "Reinforcement: detection and a strong attack bonus.",
  "sc.cardText.zerg-dark-swarm":
    "Reinforcement: enemy ranged units cannot destroy your ground front-line unit.",
  "sc.cardText.zerg-consume": "Destroy one of your units or workers to draw three combat cards.",
  "sc.cardText.zerg-guardian-aspect": "Lets you turn Mutalisks on the active planet into Guardians.",
  "sc.cardText.zerg-improved-flyer-attack": "Reinforcement for Zerg flyers: +1 attack.",
  "sc.cardText.terran-heal": "Medic reinforcement: +2 health for infantry.",
  "sc.cardText.terran-optical-flare": "Medic reinforcement: the enemy's supporting units add nothing.",
  "sc.cardText.terran-restoration": "Draw one more combat card.",
  "sc.cardText.protoss-summon-dark-archon":
    "Lets you build Dark Archons from Dark Templar on the active planet.",
  "sc.cardText.protoss-mind-control":
    "Reinforcement: take over the opposing front-line unit (at most two per faction; heroes immune).",
  "sc.cardText.protoss-feedback": "Reinforcement that punishes the opponent's reinforcement or assist units.",
  "sc.cardText.protoss-maelstrom": "Enemies cannot move into an area holding your Dark Archon.",
  "sc.cardText.protoss-disruption-web": "Corsair reinforcement: the enemy's Air Support gives no bonus.",
  "sc.cardText.zerg-lurker-aspect": "Lets you morph Hydralisks on the active planet into Lurkers.",
  "sc.cardText.zerg-infest-command-center":
    "Gain Infested Command Centers; Infested Terrans are built on planets holding one.",
  "sc.cardText.zerg-devourer-aspect": "Lets you turn Mutalisks on the active planet into Devourers.",
  "sc.cardText.zerg-kerrigan-psionic-storm": "Kerrigan's splash-damage reinforcement.",
  "sc.cardText.zerg-kerrigan-cloaking": "Kerrigan's cloaking reinforcement.",
} as const;
