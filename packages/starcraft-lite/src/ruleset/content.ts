/**
 * The Lite content the rules read (units, modules, unlock tree), and the questions they ask of
 * it: what a player may unlock, upgrade, build, and his build limit.
 */
import { type LiteContent, loadLiteContent } from "../content/index";
import type { LitePlayer } from "./state";

export function content(): LiteContent {
  return loadLiteContent();
}

export function raceUnits(race: string): string[] {
  return content().unitOrder.filter((u) => content().units[u].race === race);
}

function hasEffect(pl: LitePlayer, key: string): boolean {
  const c = content();
  return pl.modules.some((m) => c.modules[m]?.effects.some((e) => e.key === key));
}

/** L-B1: 3 military units per turn; Supply Depot / Pylon / Lair 5, Hive 7. */
export function buildLimit(pl: LitePlayer): number {
  let limit = 3;
  for (const m of pl.modules)
    for (const e of content().modules[m]?.effects ?? [])
      if (e.key === "build-limit") limit = Math.max(limit, e.params.limit);
  return limit;
}

/** L-B4: requirements of an unlock (lines, circle, square) hold. */
export function unlockRequirementsMet(pl: LitePlayer, unit: string): boolean {
  const u = content().unlocks[unit];
  if (!u || u.race !== pl.race || pl.unlocked.includes(unit)) return false;
  if (!u.requires.every((r) => pl.unlocked.includes(r))) return false;
  if (u.marker === "circle" && !hasEffect(pl, "unlock-circle")) return false;
  if (u.marker === "square" && !hasEffect(pl, "unlock-square")) return false;
  return true;
}

/** Units that may be bought with the unlock step now (not free ones). */
export function unlockable(pl: LitePlayer): string[] {
  return raceUnits(pl.race).filter(
    (u) => content().unlocks[u]?.cost !== "free" && unlockRequirementsMet(pl, u),
  );
}

/** L-B4 "free": unlocked as soon as the requirements hold; repeats until nothing changes. */
export function grantFreeUnlocks(pl: LitePlayer): string[] {
  let unlocked = pl.unlocked;
  for (let changed = true; changed; ) {
    changed = false;
    for (const u of raceUnits(pl.race))
      if (content().unlocks[u]?.cost === "free" && unlockRequirementsMet({ ...pl, unlocked }, u)) {
        unlocked = [...unlocked, u];
        changed = true;
      }
  }
  return unlocked;
}

/** L-T1..T3: an unlocked, not yet upgraded type; a starred upgrade needs the star module. */
export function canUpgrade(pl: LitePlayer, unit: string): boolean {
  const u = content().units[unit];
  if (!u || u.race !== pl.race || !pl.unlocked.includes(unit) || pl.upgrades.includes(unit)) return false;
  return !u.upgrade.star || hasEffect(pl, "star-upgrades");
}

/** L-B5: modules of the race not yet built whose prerequisites are built. */
export function buildableModules(pl: LitePlayer): string[] {
  const c = content();
  return Object.values(c.modules)
    .filter(
      (m) =>
        m.race === pl.race && !pl.modules.includes(m.id) && m.requires.every((r) => pl.modules.includes(r)),
    )
    .map((m) => m.id);
}

export function unitCost(unit: string): { minerals: number; gas: number } {
  return content().units[unit].cost;
}

export function isAssist(unit: string): boolean {
  return content().units[unit]?.assist ?? false;
}

export function isFlying(unit: string): boolean {
  return content().units[unit]?.movement === "flying";
}

/** Units made from others (Archon, Guardian): not built directly (L-B3). */
export function isMadeFrom(unit: string): boolean {
  return (content().units[unit]?.consumes?.length ?? 0) > 0;
}

export const UPGRADE_COST = { minerals: 1, gas: 1 } as const;
export const BASE_COST = { minerals: 2, gas: 0 } as const;
