/**
 * Every RuleError the StarCraft rules return: a stable code, a message for people and the rule
 * (rulebook section) it enforces. Codes never change once published: UIs and tests key on them.
 */
import { type RuleError, ruleError } from "@koprulu/engine";

const E =
  (code: string, rule: string) =>
  (message: string = rule): RuleError =>
    ruleError(code, message, rule);

export const Err = {
  wrongDecision: E("wrong-decision", "This action does not answer the decision now pending"),
  unknownFaction: E("unknown-faction", "Factions are chosen from the faction sheets in the game"),
  factionTaken: E("faction-taken", "Each faction is played by one player at most"),
  notYourPlanet: E("planet-not-in-hand", "A player places one of the two planet tokens dealt to him"),
  cellTaken: E("planet-position-taken", "Planets are placed on free positions of the galaxy"),
  planetUnconnected: E(
    "planet-must-connect",
    "Every placed planet connects to the galaxy by a navigation route",
  ),
  badRotation: E("bad-rotation", "A planet is turned by quarter turns (rotation 0 to 3)"),
  badArea: E("no-such-area", "The area must exist on the planet in question"),
  baseMandatory: E("base-mandatory", "A player without a base places it on his second planet"),
  baseAreaFlying: E("base-not-in-flying-area", "Bases are never placed in flying-only areas"),
  zRouteSlots: E("z-route-free-slots", "A Z-axis route joins two free route slots"),
  zRouteSamePlanet: E("z-route-two-planets", "Both ends of a Z-axis route are never on the same planet"),
  startArea: E(
    "start-units-on-base-planet",
    "Starting forces go in areas of the base planet, within unit limits",
  ),
  startRoute: E("start-transport-on-base-route", "The starting transport goes on a route of the base planet"),
  orderPlanet: E(
    "order-planet-not-reachable",
    "Orders go on a planet where the player has units or a base, or on a planet adjacent to one",
  ),
  orderTokens: E(
    "order-token-unavailable",
    "A player has 2 silver orders of each kind and 1 gold of each kind",
  ),
  defendOnce: E("defend-once", "The Defend order is placed at most once per Planning Phase (Brood War)"),
  defendFriendly: E(
    "defend-friendly-area",
    "The Defend order goes in a friendly area: your units or base there, nobody else's (Brood War)",
  ),
  mindControlRelease: E(
    "mind-control-release",
    "A Protoss player may destroy a unit he holds by mind control to free a token, on his turn, when none is free (Brood War)",
  ),
  defendArea: E(
    "defend-moves-into-its-area",
    "A Defend order moves units only into its own area (Brood War)",
  ),
  goldLimit: E("gold-order-limit", "Gold (special) orders are limited to one per R&D module"),
  notOnTop: E("order-not-on-top", "Only the order on top of a stack may be revealed"),
  notYourOrder: E("order-not-yours", "A player reveals only his own orders"),
  cannotExecute: E(
    "order-cannot-execute",
    "An order is executed only when it can do something; otherwise draw an event",
  ),
  researchNeedsBase: E("research-needs-base", "Research needs a base on the active planet"),
  buildStepPassed: E(
    "build-step-order",
    "Build runs in order: workers, transports and units, then a building and a module, then a base",
  ),
  buildNeedsBase: E(
    "build-needs-base",
    "Workers, transports and units are built only where the player has a base",
  ),
  buildNeedsPresence: E(
    "build-needs-presence",
    "Buildings and modules need a unit or base on the active planet",
  ),
  buildLimit: E("build-limit", "Units built per Build order are limited by the build limit"),
  unitLocked: E("unit-not-unlocked", "Units are built from buildings owned before this order"),
  unitArea: E(
    "unit-area",
    "New units go in friendly or empty areas of the active planet, within the unit limit",
  ),
  unitFigures: E(
    "unit-figures",
    "No more units of a type than its miniatures; one may be taken from the board",
  ),
  techUnit: E(
    "tech-unit",
    "Technology units need their technology and replace the named units on the active planet",
  ),
  removeUnit: E(
    "remove-unit",
    "Only own units on the active planet, not built by this order, may be removed to make room",
  ),
  transportRoute: E(
    "transport-route",
    "Transports go on routes of the active planet, one per route per player",
  ),
  tokenLimit: E("token-limit", "Workers, transports and bases are limited by the player's tokens"),
  transportRemoval: E(
    "transport-removal",
    "A transport of one's own is taken back only in one's Build order, to lay it again on a route of the active planet, when all one's transport tokens are on the board",
  ),
  baseRemoval: E(
    "base-removal",
    "A base of one's own is taken back only in one's Build order, to found a base on the active planet, when all one's base tokens are on the board",
  ),
  oneBuilding: E("one-building", "One building per Build order, one level above the last of its type"),
  oneModule: E("one-module", "One module per Build order, within the module tokens and faction-sheet slots"),
  baseRules: E(
    "base-placement",
    "A base is built where the player has units and no base on the planet, never in an area with another player's base",
  ),
  nothingDone: E("nothing-done", "An executed order must do at least one thing"),
  cannotAfford: E("cannot-afford", "Purchases are paid by placing workers on resource cards"),
  badPayment: E(
    "bad-payment",
    "Each worker pays one resource of its card's kind, within the card's capacity",
  ),
  forceMining: E(
    "force-mining",
    "Force mining adds one worker beyond capacity to a card that is full; never on permanent resources",
  ),
  discount: E("discount", "A gold Build gives a one-resource discount on one purchase"),
  tokenNotHeld: E(
    "resource-token-not-held",
    "A resource token pays one resource of its kind only if the player holds such a token",
  ),
  mobilizeTo: E("mobilize-to-active-planet", "Mobilize moves units to the active planet, not from it"),
  mobilizeTransport: E(
    "mobilize-needs-transport",
    "Units reach the active planet from an adjacent planet over the player's own transport",
  ),
  mobilizeOnce: E("mobilize-unit-once", "Each unit moves at most once per Mobilize order"),
  mobilizeLimit: E(
    "mobilize-unit-limit",
    "All movement ends within unit limits (a contested area may be overstacked by 2)",
  ),
  mobilizeOneBattle: E("mobilize-one-battle", "At most one area is contested per Mobilize order"),
  mobilizeTakeBackOnce: E(
    "mobilize-take-back-once",
    "A Mobilize order's moves may be taken back once (ruling: so the order always ends)",
  ),
  airSupport: E(
    "air-support",
    "Air Support bars moves from other planets straight into an area with that player's base",
  ),
  teamPartnerArea: E(
    "team-partner-area",
    "Team Play (provisional): partners never fight, so no unit moves into an area holding the partner's pieces",
  ),
  teamBaseRestriction: E(
    "team-base-restriction",
    "Team Play without Brood War (FAQ): no base that would give the team a base in every area of the planet",
  ),
  maelstrom: E(
    "maelstrom-blocked",
    "Maelstrom: no unit moves into an area holding the Dark Archon of the player who used it",
  ),
  maelstromCommitted: E(
    "maelstrom-committed",
    "Once the mover has chosen to execute his Mobilize, he may no longer draw an event instead (FAQ: Maelstrom)",
  ),
  terrain: E("area-terrain", "Ground-only and flying-only areas take only units of that kind"),
  techUnknown: E("tech-unavailable", "A technology is bought once, from the player's own technology deck"),
  goldChoice: E(
    "research-gold",
    "A gold Research gives one extra event, or one copy of the bought technology to hand",
  ),
  eventNotHeld: E("event-not-held", "A player plays one of the events he drew"),
  endDrawsNear: E("end-draws-near-mandatory", "The End Draws Near must be played"),
  notInHand: E("card-not-in-hand", "Only cards in hand may be discarded"),
  collateralTarget: E(
    "collateral-target-absent",
    "Collateral Damage destroys one enemy base or all enemy workers in the battle's area, if there are any",
  ),
} as const;
