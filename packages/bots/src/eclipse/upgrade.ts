/**
 * Upgrades like a player arming for the Ancients (issue 37, item 3): the bot's ships only win
 * against Ancients (and claim their sectors, discoveries and reputation) once their blueprints
 * carry the parts it researched. A blueprint is rated by a rough combat value; the Upgrade
 * action is worth taking when some legal part raises the value of a hull the bot flies.
 * The options come from the rules (legal actions of a determinization of the bot's view).
 */
import {
  content,
  type EclipseAction,
  type EclipseState,
  eclipse,
  type PlayerState,
  shipStats,
} from "@koprulu/eclipse";
import type { PlayerId } from "@koprulu/engine";

type Hull = keyof PlayerState["blueprints"];

/** Rough combat value of one ship: damage × chance to hit × how long it lasts. */
export function blueprintValue(p: PlayerState, hull: Hull): number {
  const st = shipStats(content(), hull as never, p.blueprints[hull]);
  const damage = st.cannons.reduce((a, b) => a + b, 0) + st.missiles.reduce((a, b) => a + b, 0) / 2;
  // A six always hits; the computer adds faces (a five needs +1, and so on; a one never hits).
  const hit = Math.min(5, 1 + st.computer) / 6;
  const lasts = (st.hull + 1) / Math.max(1, 5 - st.shield);
  return damage * hit * lasts * 10 + st.initiative / 10;
}

/** Hulls worth upgrading: the warships the bot has (Interceptors are never sent to fight). */
const WARSHIPS: Hull[] = ["cruiser", "dreadnought"];

/**
 * The best single part to place, from a state in the Upgrade step: the slot and part that raise
 * a warship's value most (weighted by how many of that hull the bot flies; a quarter for a hull
 * not yet built, so the fleet it has comes first), or
 * null when no part improves anything.
 */
export function bestUpgrade(s: EclipseState, seat: PlayerId): UpgradePlan | null {
  // What the answer depends on: the step (parts left to place), the seat's techs and fleet, and
  // every seat's blueprints and species (the part supply). The prior (prior.ts) asks at every
  // node of a search, mostly about the same blueprints: remembered, forgotten past a bound.
  const p = s.players[seat]!;
  const flown = warshipsFlown(s, seat);
  const key = JSON.stringify([seat, s.step, p.techs, flown, s.players.map((x) => [x.species, x.blueprints])]);
  const known = PLANS.get(key);
  if (known !== undefined) return known;
  const plan = searchUpgrade(s, seat);
  if (PLANS.size >= PLANS_BOUND) PLANS.clear();
  PLANS.set(key, plan);
  return plan;
}

/**
 * Whether the Upgrade action, taken now, finds a part worth placing (`bestUpgrade` on the state
 * after it). Remembered by what that answer depends on before the action is taken: the seat,
 * whether it passed and its species (how many parts the action lets it place), its techs and
 * fleet, and every seat's species and blueprints (the part supply). A known answer then costs no
 * copy of the state, which taking the action needs (5% of an Eclipse search's time with
 * two-round rollouts, session 57's profile).
 */
export function upgradeWorthTaking(s: EclipseState, seat: PlayerId): boolean {
  const p = s.players[seat]!;
  const key = JSON.stringify([
    seat,
    p.passed,
    p.techs,
    warshipsFlown(s, seat),
    s.players.map((x) => [x.species, x.blueprints]),
  ]);
  const known = WORTH.get(key);
  if (known !== undefined) return known;
  const worth = bestUpgrade(eclipse.apply(s, seat, { type: "upgrade" }), seat) !== null;
  if (WORTH.size >= PLANS_BOUND) WORTH.clear();
  WORTH.set(key, worth);
  return worth;
}
const WORTH = new Map<string, boolean>();

/** How many of each warship hull the seat has on the board. */
function warshipsFlown(s: EclipseState, seat: PlayerId): number[] {
  return WARSHIPS.map((hull) =>
    Object.values(s.hexes).reduce(
      (n, h) => n + h.ships.filter((x) => x.owner === seat && x.hull === hull).length,
      0,
    ),
  );
}

type UpgradePlan = { slot: Extract<EclipseAction, { type: "upgrade-slot" }>; part: string; gain: number };
const PLANS = new Map<string, UpgradePlan | null>();
const PLANS_BOUND = 5_000;

function searchUpgrade(s: EclipseState, seat: PlayerId): UpgradePlan | null {
  const p = s.players[seat]!;
  let best: { slot: Extract<EclipseAction, { type: "upgrade-slot" }>; part: string; gain: number } | null =
    null;
  for (const a of eclipse.legalActions(s, seat)) {
    if (a.type !== "upgrade-slot" || !WARSHIPS.includes(a.hull as Hull)) continue;
    const hull = a.hull as Hull;
    const flown = Object.values(s.hexes).reduce(
      (n, h) => n + h.ships.filter((x) => x.owner === seat && x.hull === hull).length,
      0,
    );
    const before = blueprintValue(p, hull);
    for (const m of eclipse.legalActions(withSlotChosen(s, seat, a), seat)) {
      if (m.type !== "upgrade-part") continue;
      const slots = [...p.blueprints[hull].slots];
      slots[a.slot] = m.part;
      const after = { ...p, blueprints: { ...p.blueprints, [hull]: { ...p.blueprints[hull], slots } } };
      const gain = (blueprintValue(after, hull) - before) * (flown > 0 ? flown : 0.25);
      if (gain > 0.5 && (!best || gain > best.gain)) best = { slot: a, part: m.part, gain };
    }
  }
  return best;
}

/**
 * The state after `a` (an upgrade-slot of the Upgrade step), for listing the parts it may take.
 * The rules' upgrade-slot changes the step alone (its hull and slot: `applyActionPhase`), so a
 * copy of the state object with that step will do, where `apply` copied the whole state (half of
 * an upgrade plan's cost, session 58); any other step is left to `apply`.
 */
export function withSlotChosen(
  s: EclipseState,
  seat: PlayerId,
  a: Extract<EclipseAction, { type: "upgrade-slot" }>,
): EclipseState {
  const step = s.step;
  if (step.kind !== "upgrade") return eclipse.apply(s, seat, a);
  return { ...s, step: { ...step, hull: a.hull, slot: a.slot } };
}

/** The best part for the slot chosen in the Upgrade step (from its legal parts). */
export function bestPart(p: PlayerState, hull: Hull, slot: number, parts: string[]): string | null {
  let top: string | null = null;
  let topValue = blueprintValue(p, hull);
  for (const part of parts) {
    const slots = [...p.blueprints[hull].slots];
    slots[slot] = part;
    const v = blueprintValue(
      { ...p, blueprints: { ...p.blueprints, [hull]: { ...p.blueprints[hull], slots } } },
      hull,
    );
    if (v > topValue) {
      top = part;
      topValue = v;
    }
  }
  return top;
}
