/**
 * The battle's static context: content, each side's upgrades and module effects, and profile
 * lookups. Built once per battle (and once per odds computation), never stored in the state.
 */
import { type LiteContent, loadLiteContent } from "../content/load";
import type { ModuleEffect } from "../content/schema";
import { type Profile, profileOf } from "./profile";
import type { LiteBattleInput, LiteBattleSide, LiteBattleUnit, SideIndex } from "./types";

export interface SideContext {
  index: SideIndex;
  def: LiteBattleSide;
  upgrades: ReadonlySet<string>;
  effects: readonly ModuleEffect[];
  /** Defending a base: the defender with a base in the contested area (module effects). */
  defendingBase: boolean;
  /** Race abilities and die roll (from the races records). */
  hitOn: number;
  hiveMind: boolean;
  shields: boolean;
  swarm: boolean;
  repair: boolean;
  liftOff: boolean;
  /** Module effects that matter in battle, folded once. */
  detectorModule: boolean;
  observationModule: boolean;
  bunker: boolean;
  batteryNegate: number;
  nukeSplash: number;
  baseSplash: { groundOnly: number; flyingOnly: number; any: number };
}

export interface BattleContext {
  content: LiteContent;
  input: LiteBattleInput;
  sides: [SideContext, SideContext];
  /** unit id → profile (units of both sides, including Nydus units). */
  profiles: Map<number, Profile>;
  sideOf: Map<number, SideIndex>;
}

function sideContext(content: LiteContent, def: LiteBattleSide, index: SideIndex): SideContext {
  const effects: ModuleEffect[] = [];
  for (const m of def.modules) {
    const rec = content.modules[m];
    if (rec) effects.push(...rec.effects);
  }
  const defendingBase = index === 1 && def.baseInArea;
  const race = content.races[def.race];
  const ra = (a: string) => (race?.abilities as readonly string[] | undefined)?.includes(a) ?? false;
  const has = (k: ModuleEffect["key"]) => effects.some((e) => e.key === k);
  const baseSplash = { groundOnly: 0, flyingOnly: 0, any: 0 };
  let batteryNegate = 0;
  let nukeSplash = 0;
  for (const e of effects) {
    if (e.key === "base-splash" && defendingBase) {
      if (e.params.targets === "ground") baseSplash.groundOnly += e.params.amount;
      else if (e.params.targets === "flying-only") baseSplash.flyingOnly += e.params.amount;
      else baseSplash.any += e.params.amount;
    }
    if (e.key === "shield-battery" && defendingBase) batteryNegate += e.params.negate;
    if (e.key === "nuke") nukeSplash = Math.max(nukeSplash, e.params.splash);
  }
  return {
    index,
    def,
    upgrades: new Set(def.upgrades),
    effects,
    defendingBase,
    hitOn: race?.hitOn ?? 4,
    hiveMind: ra("hive-mind"),
    shields: ra("shields"),
    swarm: ra("swarm"),
    repair: ra("repair"),
    liftOff: ra("lift-off"),
    detectorModule:
      (has("comsat") && def.baseOnPlanet) || (has("base-detector") && defendingBase) || has("observatory"),
    observationModule: (has("comsat") && def.baseOnPlanet) || has("observatory"),
    bunker: has("bunker") && defendingBase,
    batteryNegate,
    nukeSplash,
    baseSplash,
  };
}

export function makeContext(input: LiteBattleInput, content: LiteContent = loadLiteContent()): BattleContext {
  const sides: [SideContext, SideContext] = [
    sideContext(content, input.attacker, 0),
    sideContext(content, input.defender, 1),
  ];
  const profiles = new Map<number, Profile>();
  const sideOf = new Map<number, SideIndex>();
  for (const s of sides) {
    const all: LiteBattleUnit[] = [...s.def.units, ...(s.def.nydusUnits ?? [])];
    for (const u of all) {
      profiles.set(u.id, profileOf(content, u.type, s.upgrades.has(u.type)));
      sideOf.set(u.id, s.index);
    }
  }
  return { content, input, sides, profiles, sideOf };
}

export function hasEffect(s: SideContext, key: ModuleEffect["key"]): boolean {
  return s.effects.some((e) => e.key === key);
}

/** Units in canonical order: pack order of the type, then id. */
export function canonical<T extends LiteBattleUnit>(ctx: BattleContext, units: readonly T[]): T[] {
  return [...units].sort((a, b) => {
    const pa = ctx.profiles.get(a.id)!;
    const pb = ctx.profiles.get(b.id)!;
    return pa.order - pb.order || a.id - b.id;
  });
}
