/**
 * English: the generic shell for games played over days (issue 35): unavailable choices with
 * their reasons, the full history, battle reveals, invitations first, help.
 */
export const days = {
  "days.unavailable.title": "Not possible now",
  "days.unavailable.because": "Why not: {reason}",
  "days.history.since": "Since your last visit",
  "days.history.newCount": "{count, plural, one {# new} other {# new}}",
  "days.history.earlier": "Show earlier entries",
  "days.history.loading": "Loading…",
  "error.order-pool-full":
    "Your Special Order Pool is full: a gold order revealed now can only become an event draw",
  "error.build-nothing-possible":
    "Nothing could be built there now: a Build order there can only become an event draw",
  "days.battle.title": "Battle",
  "days.battle.close": "Close the battle summary",
  "days.battle.skirmish": "Skirmish {n}",
  "days.battle.numbers": "attack {attack} · health {health}",
  "days.battle.show": "Show the battle",
  "days.sc.goldOrder": "Gold {order} order",
  "days.sc.priced": "{what} ({minerals, plural, one {# mineral} other {# minerals}}, {gas} gas)",
  "days.sc.execute": "Execute the {order} order on {planet}",
  "days.warn.title": "This can only become an event draw:",
  "days.warn.confirm": "Place it anyway",
  "days.warn.cancel": "Cancel",
  "days.warn.mark": "only an event draw now",
  "days.bot.random": "random",
  "days.bot.heuristic": "heuristic",
  "days.bot.mcts": "MCTS",
  "days.help.title": "How to play",
  "days.help.close": "Close how to play",
  "days.help.hint": "First game? “How to play” in the header explains the turn and each choice.",
  "days.help.hintDismiss": "Got it",
  "days.help.generic":
    "Decide when the line under the header says it is your turn: on the board, or in the list of every legal action beside it.",
  "days.help.sc.goal":
    "Goal: reach 15 conquest points (20 with Aldaris in play), fulfil your faction's special victory in Stage III, or be ahead when the second “The End Draws Near” event is played. Each round has three phases: Planning, Execution, Regrouping.",
  "days.help.sc.planning":
    "Planning: in turn order, each player lays one order face down at a time — Build, Mobilize or Research — on a planet where he has units or a base, or next to one, until everyone has laid four. Orders pile up on a planet: the one laid last is carried out first.",
  "days.help.sc.execution":
    "Execution: in turn order, each player turns over one of his orders that lies on top of a pile and carries it out, or draws an event card instead. An order that cannot do anything can only become an event draw; the table warns you before you lay such an order.",
  "days.help.sc.build":
    "Build: on the order's planet, buy workers, transports and units, then a building and a module, then a base, paying minerals and gas from your resource areas and workers. Prices are shown at each choice.",
  "days.help.sc.mobilize":
    "Mobilize: move units into the order's planet, from that planet or across a route where you have a transport. Units moving into an area held by an enemy start a battle there (one per order).",
  "days.help.sc.research":
    "Research: needs your base on the order's planet. Draw combat cards and an event card, and you may buy one technology of your faction (shown as a card with its price and text).",
  "days.help.sc.gold":
    "Gold (special) orders do more. Base game: you may lay one per R&D module. Brood War: lay any, but a revealed one is carried out only while your Special Order Pool (one place per R&D module) has room; otherwise it becomes an event draw.",
  "days.help.sc.combat":
    "Battle: the attacker pairs front-line units into skirmishes; supporting units stand behind them; both sides lay a combat card per skirmish face down, then all are revealed. A card gives its unit an attack and a health value (reinforcement cards add theirs): a unit is destroyed when the opposing attack is at least its health. The side with units left wins; the loser retreats. The summary stays on the table until you close it.",
  "days.help.sc.regrouping":
    "Regrouping: bases and transports cut off are lost, resource cards are gained or lost, workers come back, conquest points are scored, events are played, and the first player passes to the left.",
  "days.help.lite.goal":
    "StarCraft Lite is a shorter fan variant on the same galaxy: score conquest points from the areas you hold; the first to the target wins.",
  "days.help.lite.round":
    "Each round players give orders in turn, build with the resources they hold, move their forces and take a technology when the step offers one.",
  "days.help.lite.battle":
    "Battles are fought with dice: each unit rolls its dice and hits on its number; the summary of each battle is in the log.",
  "days.help.ec.goal":
    "Eclipse: explore the galaxy, build an empire and score the most victory points after the last round (sectors, reputation, discoveries, technologies, monoliths, ambassadors).",
  "days.help.ec.actions":
    "Each round, in turn, take one action at a time — explore, influence, research, upgrade, build, move — each costs an influence disc, which raises your upkeep; or pass. Builds are shown with their material cost.",
  "days.help.ec.combat":
    "Combat: ships fire missiles, then cannons in initiative order; a die of 6 always hits, a 1 always misses, computers add to the roll and shields subtract; a ship is destroyed when its damage exceeds its hull.",
} as const;
