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
  let pool = 0;
  for (const p of mine) {
    const mult = p.is.consume ? 2 : 1;
    pool += Math.max(Math.max(p.gs, p.fs) * mult, p.as);
    if (p.is.nuke) pool += 12;
  }
  for (const e of side.effects) if (e.key === "base-splash" && side.defendingBase) pool += e.params.amount;
  if (s === 0 && side.def.race === "zerg") pool += mine.filter((p) => !p.flying && !p.assist).length;
  const minSplash = Math.min(...enemy.map((t) => Math.max(1, t.ht - (t.race === "protoss" ? 1 : 0))));
  return pool >= minSplash;
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
