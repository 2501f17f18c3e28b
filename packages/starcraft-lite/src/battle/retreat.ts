/**
 * Step 11: retreat decisions (attacker first, then defender), the forced retreats, Lift-off,
 * and the end-of-battle test.
 */
import { type BattleContext, hasEffect } from "./context";
import type { Chooser } from "./round";
import type { Position, SideIndex } from "./types";

export const LIFT_OFF_SUFFIX = "+lift-off";

/** A retreat option key: "planet/area", or "planet/area+lift-off" when the base goes along. */
export function retreatKey(planet: string, area: string, liftOff = false): string {
  return `${planet}/${area}${liftOff ? LIFT_OFF_SUFFIX : ""}`;
}

export function parseRetreatKey(key: string): { planet: string; area: string; liftOff: boolean } {
  const liftOff = key.endsWith(LIFT_OFF_SUFFIX);
  const body = liftOff ? key.slice(0, -LIFT_OFF_SUFFIX.length) : key;
  const slash = body.indexOf("/");
  return { planet: body.slice(0, slash), area: body.slice(slash + 1), liftOff };
}

/** A side whose army is only assist units that cannot attack must retreat (L-C0b). */
export function mustRetreat(ctx: BattleContext, pos: Position, s: SideIndex): boolean {
  const units = pos.units[s];
  return (
    units.length > 0 &&
    units.every((u) => {
      const p = ctx.profiles.get(u.id)!;
      return p.assist && !p.attacks;
    })
  );
}

/**
 * True when no unit of `s` could ever destroy an enemy unit, whatever the dice: no attack value
 * reaches any enemy's lowest possible health and the largest possible splash pool is below it.
 * The splash bound is taken per kind of target: what can reach a ground unit (ground and "any"
 * splash; Shield Batteries of a defending enemy negate it first, unless an EMP Shockwave could
 * switch them off) and what can reach a flying one (flying and "any" splash). A single total
 * made a Mutalisk (ground splash 4) "able" to destroy a Zealot defended by a Shield Battery
 * (negates 4), and a Photon Cannon's ground splash "able" to destroy the Mutalisk: the battle
 * went on for MAX_ROUNDS rounds of retreat questions (issue 37: Lite games of half an hour).
 */
export function canEverDestroy(ctx: BattleContext, pos: Position, s: SideIndex): boolean {
  const enemy = pos.units[1 - s].map((u) => ctx.profiles.get(u.id)!);
  if (enemy.length === 0) return false;
  const mine = pos.units[s].map((u) => ctx.profiles.get(u.id)!);
  const ensnare = mine.some((p) => p.is.ensnare) ? 2 : 0;
  const lowest = (ht: number, protoss: boolean) => Math.max(1, ht - (protoss ? 1 : 0) - ensnare);
  for (const p of mine) {
    if (!p.attacks) continue;
    for (const t of enemy) if ((t.flying ? p.fa : p.ga) >= lowest(t.ht, t.race === "protoss")) return true;
  }
  const side = ctx.sides[s];
  // Splash against biological units only has its own pool: the single total bound, as before.
  const bioSplash = mine.some((p) => p.is["splash-vs-biological"]);
  let ground = 0;
  let flying = 0;
  for (const p of mine) {
    const mult = p.is.consume ? 2 : 1;
    ground += Math.max(Math.max(p.gs, p.fs) * mult, p.as);
    flying += Math.max(p.fs * mult, p.fa > 0 ? p.as : 0);
    if (p.is.nuke) {
      ground += 12;
      flying += 12;
    }
  }
  if (side.defendingBase)
    for (const e of side.effects)
      if (e.key === "base-splash") {
        if (e.params.targets !== "flying-only") ground += e.params.amount;
        if (e.params.targets !== "ground") flying += e.params.amount;
      }
  if (s === 0 && side.def.race === "zerg") ground += mine.filter((p) => !p.flying && !p.assist).length;
  const splashHealth = (t: (typeof enemy)[number]) => Math.max(1, t.ht - (t.race === "protoss" ? 1 : 0));
  if (bioSplash) return Math.max(ground, flying) >= Math.min(...enemy.map(splashHealth));
  // The negation takes "any" and ground splash first (distribute in round.ts): what it leaves
  // for ground targets is exactly the ground total less the negation. Flying splash: not reduced
  // here (an upper bound).
  const emp = [...pos.units[0], ...pos.units[1]].some((u) => ctx.profiles.get(u.id)!.is["emp-shockwave"]);
  const negate = emp ? 0 : ctx.sides[1 - s].batteryNegate;
  for (const t of enemy) if ((t.flying ? flying : ground - negate) >= splashHealth(t)) return true;
  return false;
}

/** Neither side can ever destroy anything: the attack has failed and the attacker must retreat. */
export function deadlocked(ctx: BattleContext, pos: Position): boolean {
  return !canEverDestroy(ctx, pos, 0) && !canEverDestroy(ctx, pos, 1);
}

export function battleOver(pos: Position, left: readonly [boolean, boolean]): boolean {
  return left[0] || left[1] || pos.units[0].length === 0 || pos.units[1].length === 0;
}

const optionCache = new WeakMap<BattleContext, [string[], string[]]>();

/** Retreat options of side `s`: its destinations, plus Lift-off variants for a Terran base in the area. */
export function retreatOptions(ctx: BattleContext, s: SideIndex): string[] {
  let cached = optionCache.get(ctx);
  if (!cached) {
    cached = [computeOptions(ctx, 0), computeOptions(ctx, 1)];
    optionCache.set(ctx, cached);
  }
  return cached[s];
}

function computeOptions(ctx: BattleContext, s: SideIndex): string[] {
  const def = ctx.sides[s].def;
  const keys = def.retreatDestinations.map((d) => retreatKey(d.planet, d.area));
  if (def.baseInArea && ctx.sides[s].liftOff)
    for (const d of def.retreatDestinations)
      if (d.planet === ctx.input.planet && def.liftOffAreas.includes(d.area))
        keys.push(retreatKey(d.planet, d.area, true));
  return keys;
}

export interface RetreatDecision {
  side: SideIndex;
  /** null: forced to retreat with nowhere to go — the units are destroyed. */
  key: string | null;
}

/** Step 11 on the position after a round. Returns who retreats (at most one side), or null. */
export function retreatStep(
  ctx: BattleContext,
  pos: Position,
  choose: Chooser,
  roundLimit = false,
): RetreatDecision | null {
  // The deadlock ruling applies only when no side is already bound to retreat (L-C0b).
  const stuck =
    roundLimit || (!mustRetreat(ctx, pos, 0) && !mustRetreat(ctx, pos, 1) && deadlocked(ctx, pos));
  for (const s of [0, 1] as const) {
    if (pos.units[s].length === 0) continue;
    const forced = mustRetreat(ctx, pos, s) || (s === 0 && stuck);
    const options: (string | null)[] = [...retreatOptions(ctx, s)];
    if (forced && options.length === 0) return { side: s, key: null };
    if (!forced) options.push(null);
    const a = choose({ kind: "retreat", side: s, options });
    if (a !== null) return { side: s, key: a as string };
  }
  return null;
}

/** Nydus Canal: when defending a base, units elsewhere on the planet may join before the battle. */
export function nydusStep(ctx: BattleContext, choose: Chooser): { unit: number; from: string }[] {
  const side = ctx.sides[1];
  const joined: { unit: number; from: string }[] = [];
  if (!side.defendingBase || !hasEffect(side, "nydus-canal")) return joined;
  const pool = [...(side.def.nydusUnits ?? [])];
  for (;;) {
    const options = pool.filter((u) => !joined.some((j) => j.unit === u.id));
    if (options.length === 0) return joined;
    const a = choose({ kind: "nydus", side: 1, options: [...options.map((u) => u.id), null] });
    if (a === null) return joined;
    const u = options.find((o) => o.id === a)!;
    joined.push({ unit: u.id, from: u.area });
  }
}
