/**
 * Which units can hurt which (rulebook, "ground and flying units": a unit attacks ground units,
 * flying units or both, as its icons show). A Zergling never hurts a Carrier: counting it toward
 * an attack on a flying defender sends it to lose. Seed 1-67 of Galactic Conquest + Leadership:
 * Ultralisks, a Defiler and Zerglings attacked a Carrier in a base area 16 times in 50 rounds at
 * 4 against 1 or 2, and lost every time.
 */
import type { PlayerId } from "@koprulu/engine";
import { type CatalogScope, combatCatalog, combatCatalogId, type StarcraftView } from "@koprulu/starcraft";
import { isFoe } from "./teams";

/** The kinds of enemy units standing in an area (for seat p). */
export interface Foes {
  ground: boolean;
  flying: boolean;
}

type UnitTable = ReturnType<typeof combatCatalog>["units"];

/**
 * Unit tables by the game's expansions array (shared by every state and view of a game, as
 * rules-catalog.ts keys its catalogs), not by the view object: a WeakMap entry per view left the
 * collector an entry for every state the search's prior rated. The base game (no expansions
 * array) has a slot of its own.
 */
const unitTables = new WeakMap<readonly string[], UnitTable>();
let baseGameUnits: UnitTable | undefined;

/** The combat catalog's units of the game a view or state belongs to. */
function unitsOf(s: CatalogScope): UnitTable {
  const expansions = s.options?.expansions;
  if (expansions === undefined) {
    baseGameUnits ??= combatCatalog(combatCatalogId(s)).units;
    return baseGameUnits;
  }
  let units = unitTables.get(expansions);
  if (!units) {
    units = combatCatalog(combatCatalogId(s)).units;
    unitTables.set(expansions, units);
  }
  return units;
}

export const NO_FOES: Foes = { ground: false, flying: false };

export function foesIn(v: StarcraftView, p: PlayerId, area: string): Foes {
  const units = unitsOf(v);
  const foes = { ground: false, flying: false };
  for (const u of v.units) {
    if (u.area !== area || !isFoe(v, p, u.owner)) continue;
    if (units[u.type]?.flying) foes.flying = true;
    else foes.ground = true;
  }
  return foes;
}

/** Whether a unit of `type` can hurt one of `foes` (true when there are none to hurt). */
export function canHurt(s: CatalogScope, type: string, foes: Foes): boolean {
  if (!foes.ground && !foes.flying) return true;
  const u = unitsOf(s)[type];
  if (!u) return true;
  return (foes.ground && u.hitsGround) || (foes.flying && u.hitsAir);
}
