/**
 * Step 9 of conducting a battle: retreats (Hebrew rulebook §9, reference card "Resolve retreats").
 * - Only the attacker is left but over the area's unit limit: the excess retreats (attacker picks).
 * - Both sides are left: the attacker retreats — unless the defender has only assist units left,
 *   then the defender retreats (and the attacker may then be over the limit too).
 * - The attacker has nothing left: the defender wins, nobody retreats.
 * - Brood War, BW-MC1 (provisional ruling, README): a defender who stays in the area over its unit
 *   limit because he stole units by Mind Control in this battle retreats the excess (he picks),
 *   as a winning attacker over the limit does; the texts say nothing of a stolen unit that does
 *   not fit, and the base rules' only answer to a side left over the limit is this retreat.
 * A retreating group moves together to ONE friendly or empty area of the planet or of an adjacent
 * planet over an own transport; units that cannot retreat (no area, or no room there) are destroyed.
 *
 * The defender's Retreat event (FAQ; provisional reading, see effects/event-defender-retreat.ts)
 * replaces this: the battle is canceled, ALL the defender's units retreat to one area of the SAME
 * planet, and the attacker, who stays, loses (destroyed, his choice) his units over the limit.
 */
import { arrivalsIn, destroyUnit, recordArrival } from "./losses";
import type { BattleState, RetreatDestination, RetreatPlan, SideIndex } from "./types";
import { catalogOf, unitInfo } from "./util";

/** A whole side leaves the area. */
function wholeSide(b: BattleState, side: SideIndex, more: Partial<RetreatPlan> = {}): RetreatPlan {
  const units = b.sides[side].units.map((u) => u.id);
  return { side, units, toSelect: 0, destination: null, toDestroy: 0, ...more };
}

/** The attacker's units over the area's unit limit, picked by him; none when within the limit. */
function attackerExcess(b: BattleState, more: Partial<RetreatPlan> = {}): RetreatPlan[] {
  const excess = b.sides[0].units.length - b.unitLimit;
  return excess > 0
    ? [{ side: 0, units: [], toSelect: excess, destination: null, toDestroy: 0, ...more }]
    : [];
}

/**
 * The defender's units over the area's unit limit, picked by him: only as many as he stole by Mind
 * Control in this battle (BW-MC1), so a defender legally over the limit before the battle (Assist
 * module, BW-M2) is never asked to leave for that.
 */
function defenderExcess(b: BattleState): RetreatPlan[] {
  const def = b.sides[1];
  const held = new Set(def.units.map((u) => u.id));
  const stolen = b.aftermath.filter(
    (e) => e.kind === "mind-control" && e.player === def.player && held.has(e.unit as number),
  ).length;
  const excess = Math.min(stolen, def.units.length - b.unitLimit);
  return excess > 0 ? [{ side: 1, units: [], toSelect: excess, destination: null, toDestroy: 0 }] : [];
}

/** Retreat event: the defender leaves for this planet only; the attacker's excess is destroyed. */
function defenderRetreatPlans(b: BattleState): RetreatPlan[] {
  const defender = b.sides[1].units.length > 0 ? [wholeSide(b, 1, { samePlanet: true })] : [];
  return [...defender, ...attackerExcess(b, { destroySelected: true })];
}

export function planRetreats(b: BattleState): void {
  if (b.defenderRetreats) {
    b.retreat = defenderRetreatPlans(b);
    return;
  }
  const cat = catalogOf(b);
  const [att, def] = b.sides;
  if (att.units.length > 0 && def.units.length > 0) {
    const defenderOnlyAssist = def.units.every((u) => unitInfo(cat, u.type).assist);
    b.retreat = defenderOnlyAssist
      ? [wholeSide(b, 1), ...attackerExcess(b)]
      : [wholeSide(b, 0), ...defenderExcess(b)];
  } else {
    // One side is empty: at most one of these is over the limit.
    b.retreat = [...attackerExcess(b), ...defenderExcess(b)];
  }
}

/**
 * The side's retreat destinations as they are now (rule: ONE friendly or empty area, within its
 * unit limit). The list is fixed when the battle starts; units moved since then change it: an
 * area the other side withdrew or retreated to is no longer friendly or empty, and this side's
 * own withdrawn or retreated units take room.
 */
export function destinationsFor(b: BattleState, side: SideIndex): RetreatDestination[] {
  const out: RetreatDestination[] = [];
  for (const d of b.sides[side].retreatDestinations) {
    const moved = arrivalsIn(b, d.area);
    if (moved[side === 0 ? 1 : 0] > 0) continue;
    if (d.room === undefined) {
      out.push(d);
      continue;
    }
    const room = d.room - moved[side];
    if (room > 0) out.push(room === d.room ? d : { ...d, room });
  }
  return out;
}

/**
 * Where this plan's units may go: the one definition the decision (legal actions), the action
 * and the automatic progress share. None when the selected units are destroyed instead.
 */
export function planDestinations(b: BattleState, plan: RetreatPlan): RetreatDestination[] {
  if (plan.destroySelected) return [];
  const all = destinationsFor(b, plan.side);
  return plan.samePlanet ? all.filter((d) => d.planet === b.planet) : all;
}

export function sameDestination(a: RetreatDestination, planet: string, area: string): boolean {
  return a.planet === planet && a.area === area;
}

/** Move the plan's units out (those that fit) once a destination is known. */
export function chooseDestination(plan: RetreatPlan, dest: RetreatDestination): void {
  plan.destination = dest;
  const room = dest.room ?? Number.POSITIVE_INFINITY;
  plan.toDestroy = Math.max(0, plan.units.length - room);
}

export function completeRetreat(b: BattleState, plan: RetreatPlan): void {
  const s = b.sides[plan.side];
  for (const id of plan.units) {
    const i = s.units.findIndex((u) => u.id === id);
    if (i < 0) continue;
    if (plan.destination) {
      s.units.splice(i, 1);
      b.retreated.push({ unit: id, planet: plan.destination.planet, area: plan.destination.area });
      recordArrival(b, plan.side, plan.destination.area);
    } else {
      destroyUnit(b, id, plan.destroySelected ? "over-unit-limit" : "no-retreat");
    }
  }
  if (plan.destination)
    b.log.push({ event: "retreat", side: plan.side, units: plan.units, to: plan.destination });
}
