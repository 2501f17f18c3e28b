/** Small helpers shared by the battle steps. */
import { Rng } from "@koprulu/engine";
import { type CardInfo, type CombatCatalog, getCatalog, type UnitInfo } from "./catalog";
import type { BattleState, BattleUnit, SideIndex } from "./types";

export const other = (s: SideIndex): SideIndex => (s === 0 ? 1 : 0);

/**
 * Plain-JSON deep copy (states hold only JSON values): the same value as
 * `JSON.parse(JSON.stringify(v))` — object keys holding `undefined` are dropped, `undefined` and
 * non-finite numbers in arrays become null — without building the text. Every battle action
 * copies the battle this way (battleApply), and the round trip through a string was a tenth of
 * a Brood War search's time (profile, session 42); this walk is several times faster.
 */
export function clone<T>(v: T): T {
  return copyJson(v) as T;
}

function copyJson(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return jsonScalar(v);
  // Scalars (most of a battle: ids, card names in decks and hands, counts) are copied here
  // rather than by a recursive call each.
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) {
      const x = v[i];
      if (typeof x === "object" && x !== null) out[i] = copyJson(x);
      else out[i] = x === undefined || typeof x === "function" ? null : jsonScalar(x);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) {
    const x = (v as Record<string, unknown>)[k];
    if (typeof x === "object" && x !== null) out[k] = copyJson(x);
    else if (x !== undefined && typeof x !== "function") out[k] = jsonScalar(x);
  }
  return out;
}

/** A scalar as JSON keeps it: a non-finite number becomes null. */
function jsonScalar(x: unknown): unknown {
  return typeof x === "number" && !Number.isFinite(x) ? null : x;
}

export function catalogOf(b: BattleState): CombatCatalog {
  return getCatalog(b.catalog);
}

export function getCatalogFor(id: string): CombatCatalog {
  return getCatalog(id);
}

const UNKNOWN_UNIT: UnitInfo = {
  id: "unknown",
  flying: false,
  hitsGround: false,
  hitsAir: false,
  support: 0,
  assist: false,
  cloaking: false,
  detector: false,
  sacrifice: false,
  cost: 0,
};

export function unitInfo(cat: CombatCatalog, type: string): UnitInfo {
  return cat.units[type] ?? UNKNOWN_UNIT;
}

export function cardInfo(cat: CombatCatalog, id: string): CardInfo | null {
  return cat.cards[id] ?? null;
}

export function findUnit(b: BattleState, id: number): { side: SideIndex; unit: BattleUnit } | null {
  for (const side of [0, 1] as const) {
    const u = b.sides[side].units.find((x) => x.id === id);
    if (u) return { side, unit: u };
  }
  return null;
}

export function unitType(b: BattleState, id: number): string {
  return findUnit(b, id)?.unit.type ?? "unknown";
}

/** Can a unit of type `attacker` destroy a unit of type `target` (ground/air targeting)? */
export function canHit(cat: CombatCatalog, attacker: string, target: string): boolean {
  const a = unitInfo(cat, attacker);
  const t = unitInfo(cat, target);
  return t.flying ? a.hitsAir : a.hitsGround;
}

/** Remove a unit from the contested area (destroyed, withdrawn or retreated). */
export function removeUnit(b: BattleState, id: number): void {
  for (const s of b.sides) {
    const i = s.units.findIndex((u) => u.id === id);
    if (i >= 0) s.units.splice(i, 1);
  }
}

export function withRng<T>(b: BattleState, f: (rng: Rng) => T): T {
  const rng = new Rng(b.rng);
  const out = f(rng);
  b.rng = rng.state();
  return out;
}

/** Remove one copy of `card` from a list; returns false when absent. */
export function takeOne(list: string[], card: string): boolean {
  const i = list.indexOf(card);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}
