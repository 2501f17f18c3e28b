/** "vs" conditions: a bonus that applies only against a named enemy front-line unit. */
import type { CombatCatalog } from "../catalog";
import { unitInfo } from "../util";

/**
 * `vs` is "flying", "ground", a unit id, or a list of unit ids. Absent = always.
 * Returns false when there is no enemy front line at all.
 */
export function vsMatches(cat: CombatCatalog, vs: unknown, enemyFront: string | null): boolean {
  if (vs === undefined || vs === null) return true;
  if (enemyFront === null) return false;
  const info = unitInfo(cat, enemyFront);
  if (vs === "flying" || vs === "air") return info.flying;
  if (vs === "ground") return !info.flying;
  if (typeof vs === "string") return vs === enemyFront;
  if (Array.isArray(vs)) return vs.includes(enemyFront);
  return false;
}

export const num = (v: unknown, d = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
export const strList = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : typeof v === "string" ? [v] : [];
