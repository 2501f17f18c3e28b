/**
 * The effect registry: every ability in the content packs is one of these keys. The rules, combat
 * and events code implements exactly one function per key; content validation rejects any key
 * (or parameter) not listed here, so a pack can never ask for behaviour nobody wrote.
 *
 * Descriptions are one line, in our own words; `params` is the zod schema of the key's parameters.
 */
import { z } from "zod";
import { Cost, Id } from "./schema";

export type EffectKind = "combat" | "tech" | "module" | "victory" | "event" | "leadership" | "hero";

export interface EffectDefinition {
  kind: EffectKind;
  description: string;
  params: z.ZodType;
}

const none = z.strictObject({});
const amount = z.strictObject({ amount: z.number().int().positive() });
const Target = z.enum(["ground", "flying", "any"]);
const PerRaceUnits = z.strictObject({
  terran: z.array(z.strictObject({ unit: Id, count: z.number().int().positive() })),
  protoss: z.array(z.strictObject({ unit: Id, count: z.number().int().positive() })),
  zerg: z.array(z.strictObject({ unit: Id, count: z.number().int().positive() })),
});

function def(kind: EffectKind, description: string, params: z.ZodType = none): EffectDefinition {
  return { kind, description, params };
}

export const EFFECTS = {
  // --- combat and technology card abilities (resolved inside a skirmish) ---------------------
  "gain-attack": def(
    "combat",
    "The front-line unit gains attack; with `vs` only against a front-line unit of that movement type.",
    z.strictObject({ amount: z.number().int().positive(), vs: z.enum(["ground", "flying"]).optional() }),
  ),
  "gain-health": def("combat", "The front-line unit gains health.", amount),
  "gain-attack-if-supported": def(
    "combat",
    "Gain attack if at least one friendly unit supports in this skirmish.",
    amount,
  ),
  "gain-health-if-sufficient": def(
    "combat",
    "When attacking a ground front-line unit with sufficient strength already, gain health.",
    amount,
  ),
  "defend-base-health": def(
    "combat",
    "Gain health when fighting in an area holding your own base (never together with a guard token).",
    amount,
  ),
  splash: def(
    "combat",
    "Splash damage: if this side destroyed a unit in the skirmish, the opponent loses one more unit of the target type (optionally only the listed unit types).",
    z.strictObject({ targets: Target, onlyUnits: z.array(Id).optional() }),
  ),
  "splash-if-no-detector": def(
    "combat",
    "Splash damage as `splash`, but only when the opponent has no detector in the skirmish.",
    z.strictObject({ targets: Target }),
  ),
  "grant-cloaking": def("combat", "The front-line unit has Cloaking for this skirmish."),
  detector: def("combat", "This side counts as having a detector in this skirmish."),
  "cancel-opposing-card": def(
    "combat",
    "Cancel the opponent's combat or reinforcement card in this skirmish.",
  ),
  "no-enemy-support": def(
    "combat",
    "The opponent's supporting units add nothing to attack in this skirmish.",
  ),
  "destroy-enemy-unit": def(
    "combat",
    "After the Destroy Units step the opponent destroys one of his units in the battle of the target type (optionally only one cheaper than your front-line unit).",
    z.strictObject({ targets: Target, cheaperThanFrontLine: z.boolean().optional() }),
  ),
  "defender-destroys-flying": def(
    "combat",
    "When you defend, the attacker must destroy one of his flying units in the battle (his choice).",
  ),
  "mind-control": def(
    "combat",
    "Take control of the opposing front-line unit after the Destroy step (two per Protoss faction; heroes immune).",
  ),
  "collateral-damage": def(
    "combat",
    "If the front-line unit survives, destroy an enemy base or installation in the area, or every enemy worker on its resource card.",
  ),
  recharge: def(
    "combat",
    "Recharge (Brood War keyword): when this card, or a named card, would be discarded it returns to its owner's hand; `once: action-phase` = once per Action Phase (a depletion token).",
    z.strictObject({ cards: z.array(Id).optional(), once: z.enum(["action-phase"]).optional() }),
  ),
  sacrifice: def(
    "combat",
    "The front-line unit is always destroyed in the Resolve step (Brood War keyword).",
  ),
  "scourge-strike": def(
    "combat",
    "At the end of the Destroy step the Scourge dies even if it survived, and destroys the opposing flying front-line unit; never triggers splash.",
  ),
  "lockdown-mechanical": def(
    "combat",
    "An opposing mechanical front-line unit (vehicles and starships) has 0 attack in this skirmish.",
  ),
  "ranged-immunity": def(
    "combat",
    "Enemy ranged units cannot destroy the protected ground unit in this skirmish (melee attackers still can).",
  ),
  "stasis-field": def("combat", "Both front-line units in this skirmish have 0 attack."),
  "nuclear-strike": def(
    "combat",
    "If the Ghost is not destroyed in this skirmish, destroy one enemy ground unit or base in the area.",
  ),
  "draw-combat-cards": def(
    "combat",
    "Draw combat cards.",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  consume: def(
    "combat",
    "Destroy one of your units or workers to draw combat cards.",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  feedback: def(
    "combat",
    "Cancel the opponent's reinforcement card in this skirmish; if he has none, he destroys one supporting assist unit.",
  ),
  "ignore-air-support": def(
    "combat",
    "The opponent's Air Support module gives no attack bonus in this battle.",
  ),
  "reveal-hand": def("combat", "Detection, and the opponent shows you his hand of combat cards."),

  // --- technology cards that stay in the play area -----------------------------------------
  "enable-unit": def(
    "tech",
    "Owning this technology lets you build the named technology-dependent unit.",
    z.strictObject({ unit: Id }),
  ),
  "infest-command-center": def(
    "tech",
    "Gain Infested Command Center installations; Infested Terrans can be built on planets holding one.",
  ),
  recall: def("tech", "Once per round move one of your units into an area holding one of your Arbiters."),
  maelstrom: def("tech", "Enemies cannot Mobilize into an area holding one of your Dark Archons."),

  // --- modules -------------------------------------------------------------------------------
  "module-supply": def("module", "Raises the unit build limit of each Build order by one."),
  "module-research": def("module", "Allows one more special (gold) order each round."),
  "module-air-support": def(
    "module",
    "Bases: your units there are detectors, +1 attack against flying front-line units there, no enemy transport lands there from another planet.",
  ),
  "module-defensive": def("module", "When defending, swap two of your non-assist units between skirmishes."),
  "module-assist": def("module", "One assist unit per area, and one when attacking, ignores the unit limit."),
  "module-offensive": def(
    "module",
    "Transport straight into an enemy base area despite Air Support; those transports are destroyed.",
  ),

  // --- special victories ------------------------------------------------------------------------
  "victory-control-resource-areas": def(
    "victory",
    "Stage III: control at least this many areas holding minerals or gas.",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  "victory-control-whole-planets": def(
    "victory",
    "Stage III: control every area of this many planets at once.",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  "victory-most-areas": def("victory", "Stage III: control more areas than each other player."),
  "victory-end-draws-near": def(
    "victory",
    "Win when the game ends by 'The End Draws Near'; meanwhile the others need the raised conquest point target.",
    z.strictObject({ raisedTarget: z.number().int().positive() }),
  ),
  "victory-control-conquest-areas": def(
    "victory",
    "Stage III: control at least this many areas that give conquest points.",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  "victory-bases-on-planets": def(
    "victory",
    "Stage III: have bases on this many different planets.",
    z.strictObject({ count: z.number().int().positive() }),
  ),

  // --- event cards ---------------------------------------------------------------------------
  "event-end-draws-near": def(
    "event",
    "Must be played; stays in the common play area; two or more there end the game. Gives one bonus.",
    z.strictObject({ bonus: z.enum(["draw-combat-card", "conquest-point"]) }),
  ),
  "event-place-units": def(
    "event",
    "Place the listed free units of your race in one friendly or empty area (or an area with your base).",
    z.strictObject({ units: PerRaceUnits, where: z.enum(["friendly-or-empty", "base-area"]) }),
  ),
  "event-defense-bonus": def(
    "event",
    "At the start of a battle in which you defend: your units gain health in every skirmish (not with a guard token).",
    amount,
  ),
  "event-cancel-battle": def("event", "When you are attacked, cancel the battle before any card is drawn."),
  "event-defender-retreat": def(
    "event",
    "When you are attacked, cancel the battle: all your units there retreat to one friendly or empty area of the same planet; the attacker loses his units over the area's unit limit.",
  ),
  "event-face-up-combat": def(
    "event",
    "At the start of a battle the opponent places his combat cards first and face up.",
  ),
  "event-move-z-axis-route": def("event", "Move one z-axis route so it joins a different pair of planets."),
  "event-discount": def(
    "event",
    "Buy one item of the kind at a discount (free when `free`), right away and anywhere you have a unit or base.",
    z.strictObject({
      item: z.enum(["module", "building", "technology", "base"]),
      discount: z.number().int().nonnegative(),
      free: z.boolean(),
    }),
  ),
  "event-deplete-area": def(
    "event",
    "Move one resource area one step towards depletion (or two when `steps` is 2).",
    z.strictObject({ steps: z.number().int().positive() }),
  ),
  "event-restore-area": def(
    "event",
    "Move one depleted or partially depleted resource area one step back towards full.",
    z.strictObject({ steps: z.number().int().positive() }),
  ),
  "event-destroy-transports": def(
    "event",
    "Destroy transports on one navigation route (all of them, or the ones you pick when `choose`).",
    z.strictObject({ choose: z.boolean() }),
  ),
  "event-build-logistics": def(
    "event",
    "Build up to `count` workers or transports, with `freeResources` resources paid for you.",
    z.strictObject({ count: z.number().int().positive(), freeResources: z.number().int().nonnegative() }),
  ),
  "event-build-units": def(
    "event",
    "Carry out a unit purchase up to your build limit where you have a base, with free resources.",
    z.strictObject({ freeResources: z.number().int().nonnegative() }),
  ),
  "event-play-extra-event": def(
    "event",
    "Also play another event card: the top of the event deck, or (`fromHand`) one you hold.",
    z.strictObject({ fromHand: z.boolean() }),
  ),
  "event-industrial-strategy": def(
    "event",
    "Play one more event card you hold this step; only once per Regrouping Phase (FAQ).",
  ),
  "event-steal-event": def(
    "event",
    "Take one event card another player holds this step and play it as your own (Informant).",
  ),
  "event-draw-events": def(
    "event",
    "Draw event cards face down (they are played in a later Regrouping).",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  "event-conquest-points": def(
    "event",
    "Gain conquest points (paying the cost if one is given).",
    z.strictObject({ points: z.number().int().positive(), cost: Cost.nullable() }),
  ),
  "event-destroy-unit": def(
    "event",
    "Destroy one enemy unit costing at most `maxCost` resources in one area (and with `alsoBase` a base there).",
    z.strictObject({ maxCost: z.number().int().positive(), alsoBase: z.boolean() }),
  ),
  "event-planet-strike": def(
    "event",
    "Pick a planet: each area loses one unit (owner's choice) costing at most `maxCost`; optionally transports at it too.",
    z.strictObject({ maxCost: z.number().int().positive(), destroyTransports: z.boolean() }),
  ),
  "event-mobilize": def(
    "event",
    "Carry out a Mobilize-style move now: into a friendly or empty area, or (`battle`) anywhere, fighting there.",
    z.strictObject({ battle: z.boolean() }),
  ),
  "event-resource-tokens": def(
    "event",
    "Take mineral and gas resource tokens (each pays one resource of a later cost).",
    z.strictObject({ minerals: z.number().int().nonnegative(), gas: z.number().int().nonnegative() }),
  ),
  "event-gain-combat-cards": def(
    "event",
    "Draw combat cards (the hand limit still applies at the discard step).",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  "event-extra-order": def("event", "Place one extra order in the next Planning Phase (placed last)."),
  "event-leadership-choose-last": def(
    "event",
    "At the next Leadership choice you pick after everyone else's cards are revealed.",
  ),
  "event-hero-return": def("event", "Put one of your destroyed heroes back in a friendly area."),
  "event-leadership-replay": def(
    "event",
    "Resolve again one one-shot Leadership card you played earlier this game.",
  ),

  // --- Brood War Leadership cards ----------------------------------------------------------
  "leadership-starting-bases": def(
    "leadership",
    "Start with this many bases instead of one.",
    z.strictObject({ bases: z.number().int().positive() }),
  ),
  "leadership-place-z-routes": def(
    "leadership",
    "You place every z-axis route, and get a transport on each route leading to your base.",
  ),
  "leadership-permanent-resources": def(
    "leadership",
    "Your permanent faction-sheet resources grow by these amounts.",
    z.strictObject({ minerals: z.number().int().nonnegative(), gas: z.number().int().nonnegative() }),
  ),
  "leadership-installation": def(
    "leadership",
    "Place the named installation in a friendly area; it gives its bonus while it survives.",
    z.strictObject({ installation: z.enum(["overmind", "cerebrate", "warp-gate"]) }),
  ),
  "leadership-hero": def(
    "leadership",
    "Put the hero in a friendly area (a figure from the pool or replacing one of yours).",
    z.strictObject({ hero: Id }),
  ),
  "leadership-draw-events": def(
    "leadership",
    "Draw event cards.",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  "leadership-special-orders-next-round": def(
    "leadership",
    "Next Execution Phase, each order you reveal may be carried out as a special order of this kind (outside the special-order limit).",
    z.strictObject({ order: z.enum(["build", "mobilize", "research", "any"]) }),
  ),
  "leadership-restrict-orders": def(
    "leadership",
    "On a planet where you have the most units, each opponent may place at most one order next Planning Phase.",
  ),
  "leadership-destroy-transports": def(
    "leadership",
    "Destroy up to one enemy transport on every navigation route.",
  ),
  "leadership-build-anywhere": def(
    "leadership",
    "Carry out a Build order on any planet, then all your workers are available again.",
  ),
  "leadership-choose-planets": def("leadership", "Choose your starting planets and the first player."),
  "leadership-star-order": def(
    "leadership",
    "Gain the Star order token: when executed it becomes any normal or special order.",
  ),
  "leadership-special-conquest-areas": def(
    "leadership",
    "Mark areas without conquest points: each is worth one to whoever controls it.",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  "leadership-buildings-max": def(
    "leadership",
    "All your building tracks go to their highest level for free.",
  ),
  "leadership-place-units": def(
    "leadership",
    "Place one of the listed groups of free units in a friendly area.",
    z.strictObject({
      choices: z.array(z.array(z.strictObject({ unit: Id, count: z.number().int().positive() }))),
    }),
  ),
  "leadership-grant-keyword": def(
    "leadership",
    "Your units of the listed type gain a combat keyword.",
    z.strictObject({ unit: Id, keyword: z.enum(["collateral-damage"]) }),
  ),
  "leadership-idle-worker-resources": def(
    "leadership",
    "At the start of each Regrouping gain resource tokens for idle workers, up to a maximum.",
    z.strictObject({ max: z.number().int().positive() }),
  ),
  "leadership-unit-reserve": def(
    "leadership",
    "Keep units of a type in reserve on the card; they join a Mobilize as if already on its planet.",
    z.strictObject({ unit: Id.nullable(), start: z.number().int().nonnegative() }),
  ),
  "leadership-free-logistics": def("leadership", "Each Build order also gives one free worker or transport."),
  "leadership-opponents-lose-cp": def("leadership", "Every opponent loses conquest points.", amount),
  "leadership-evict-planet": def(
    "leadership",
    "Pick a planet where you have a unit: enemy units must leave it; those that cannot are destroyed.",
  ),
  "leadership-ultimate-sacrifice": def(
    "leadership",
    "Destroy one of your units to destroy every unit in a chosen area of the same planet.",
  ),
  "leadership-protected-transports": def(
    "leadership",
    "Place free transports on routes; your transports cannot be destroyed next round.",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  "leadership-restore-areas": def(
    "leadership",
    "Each Regrouping restore partially depleted areas you control; enemies cannot deplete your areas.",
    z.strictObject({ count: z.number().int().positive() }),
  ),
  "leadership-reorder-stack": def(
    "leadership",
    "At the end of each Planning Phase move the bottom order of one stack to its top.",
  ),
  "leadership-double-orders": def(
    "leadership",
    "Next Planning Phase place two orders each time you place one (up to a maximum).",
    z.strictObject({ max: z.number().int().positive() }),
  ),
  "leadership-no-winner": def("leadership", "Nobody can win during this Regrouping Phase."),

  // --- heroes ---------------------------------------------------------------------------------
  "hero-always-major": def("hero", "Always uses the major values of the combat card played for it."),
  "hero-no-sacrifice": def("hero", "Does not have the Sacrifice keyword of its unit type."),
  "hero-respawn": def("hero", "If destroyed, may return at one of your bases at the end of each Regrouping."),
  "hero-death-strike": def(
    "hero",
    "When destroyed, you may destroy one unit, installation or base on its planet.",
  ),
  "hero-battle-opponent-loses-ground": def(
    "hero",
    "At the start of each battle it fights in, the opponent destroys one of his ground units.",
  ),
  "hero-battle-attack-bonus": def("hero", "Your units in its battles gain attack.", amount),
  "hero-uses-cards-of": def(
    "hero",
    "May use combat cards picturing these unit types as if they pictured it.",
    z.strictObject({ units: z.array(Id) }),
  ),
  "hero-gain-attack": def("hero", "Permanent attack bonus in every skirmish.", amount),
  "hero-gain-health": def("hero", "Permanent health bonus in every skirmish.", amount),
} satisfies Record<string, EffectDefinition>;

export type EffectKey = keyof typeof EFFECTS;

/** Every registered key with its kind and one-line description (for docs, the UI and tests). */
export const EFFECT_KEYS: readonly EffectKey[] = Object.keys(EFFECTS) as EffectKey[];

/** The registered keys of one kind (e.g. every "event" key the events code must implement). */
export function effectKeysOfKind(kind: EffectKind): EffectKey[] {
  return EFFECT_KEYS.filter((k) => EFFECTS[k].kind === kind);
}

export function isEffectKey(key: string): key is EffectKey {
  return Object.hasOwn(EFFECTS, key);
}

/** Why an effect reference is invalid, or null when it is fine. */
export function checkEffectRef(ref: { key: string; params?: Record<string, unknown> }): string | null {
  if (!isEffectKey(ref.key)) return `unknown effect key '${ref.key}'`;
  const parsed = EFFECTS[ref.key].params.safeParse(ref.params ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    return `effect '${ref.key}' has bad params: ${where}${issue?.message ?? "invalid"}`;
  }
  return null;
}
