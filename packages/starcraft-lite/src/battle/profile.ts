/**
 * A unit's effective battle profile: its type's stats after the side's upgrade (splash values
 * replace, abilities add), plus the facts the steps ask about (assist, attack kind, race).
 */
import type { LiteContent } from "../content/load";
import { ABILITY_IDS, type AbilityId } from "../content/schema";

export interface Profile {
  type: string;
  /** Index of the type in the pack (canonical order of options). */
  order: number;
  race: "terran" | "zerg" | "protoss";
  flying: boolean;
  ga: number;
  /** Infinity for the Scourge's "X". */
  fa: number;
  ht: number;
  gs: number;
  fs: number;
  as: number;
  assist: boolean;
  /** Has an attack value: rolls (unless Auto Hit). */
  attacks: boolean;
  mechanical: boolean;
  biological: boolean;
  missile: boolean;
  infantry: boolean;
  value: number;
  /** Science Vessels: EMP Shockwave never affects them. */
  empImmune: boolean;
  has: ReadonlySet<AbilityId>;
  /** The same abilities as plain flags (read in the battle's hot loops). */
  is: Readonly<Record<AbilityId, boolean>>;
}

const cache = new WeakMap<LiteContent, Map<string, Profile>>();

export function profileOf(content: LiteContent, type: string, upgraded: boolean): Profile {
  let byKey = cache.get(content);
  if (!byKey) {
    byKey = new Map();
    cache.set(content, byKey);
  }
  const key = `${type}|${upgraded}`;
  const hit = byKey.get(key);
  if (hit) return hit;
  const u = content.units[type];
  if (!u) throw new Error(`unknown Lite unit type ${type}`);
  const fa = u.stats.fa === "X" ? Number.POSITIVE_INFINITY : u.stats.fa;
  const p: Profile = {
    type,
    order: content.unitOrder.indexOf(type),
    race: u.race,
    flying: u.movement === "flying",
    ga: u.stats.ga,
    fa,
    ht: u.stats.ht,
    gs: upgraded ? u.upgrade.gs : u.stats.gs,
    fs: upgraded ? u.upgrade.fs : u.stats.fs,
    as: u.stats.as,
    assist: u.assist,
    attacks: u.stats.ga > 0 || fa > 0,
    mechanical: u.types.kind === "mechanical",
    biological: u.types.kind === "biological",
    missile: u.types.attack === "missile",
    infantry: u.types.infantry,
    empImmune: u.abilities.includes("emp-shockwave") || u.upgrade.abilities.includes("emp-shockwave"),
    value: u.cost.minerals + u.cost.gas + (u.consumes ?? []).reduce((s, c) => s + c.count, 0),
    has: new Set<AbilityId>([
      ...u.abilities,
      ...(upgraded ? u.upgrade.abilities : []),
      ...(u.assist ? ["assist" as const] : []),
    ]),
    is: {} as Record<AbilityId, boolean>,
  };
  const is = {} as Record<AbilityId, boolean>;
  for (const a of ABILITY_IDS) is[a] = p.has.has(a);
  p.is = is;
  byKey.set(key, p);
  return p;
}
