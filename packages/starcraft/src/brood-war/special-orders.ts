/**
 * Brood War special (gold) orders (BW-O1..O4):
 *  - placement: any number of one's gold orders may be placed, whatever R&D modules one owns
 *    (BW p.5, FAQ p.3; it is still four orders in all);
 *  - execution: a revealed gold order may be executed only while the owner's Special Order Pool
 *    holds fewer orders than he has R&D modules; it then goes into the pool. Otherwise he must
 *    take the event instead (the order is not carried out as a normal order). The pool empties
 *    back into his unused orders at Regrouping step 4. FAQ: only R&D modules size the pool;
 *  - strategic areas: while a player controls a strategic area of a planet, every order he
 *    executes there counts as special, needs no R&D module and does not use the pool;
 *  - option Disposable Special Orders (BW-X2): a gold order may always be executed; one that does
 *    not go into the pool leaves the game.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import { type BoardPieces, controller, planetAreas } from "../queries";
import type { CatalogScope } from "../rules-catalog";
import type { OrderKind, StarcraftState } from "../state";
import { countStat, patchBroodWar } from "./state";

/** BW-O3: p controls a strategic area of the planet (his units or base there, nobody else's). */
export function controlsStrategicArea(s: BoardPieces & CatalogScope, p: PlayerId, planet: string): boolean {
  if (!s.broodWar) return false;
  return planetAreas(s, planet).some((a) => a.strategic === true && controller(s, a.id) === p);
}

/** BW-O1: in Brood War, gold orders are placed whatever R&D modules the player owns. */
export function goldPlacementUnlimited(s: StarcraftState): boolean {
  return s.broodWar !== undefined;
}

export function poolSize(s: StarcraftState, p: PlayerId): number {
  return s.broodWar?.pools[p]?.length ?? 0;
}

/** BW-O2: the pool has room for one more gold order (its size is the number of R&D modules). */
export function poolHasRoom(s: StarcraftState, p: PlayerId): boolean {
  return poolSize(s, p) < s.players[p].modules.research;
}

/** How a revealed order executes: as special (gold) or not, and whether it must enter the pool. */
export interface ExecutionMode {
  gold: boolean;
  /** Executing it puts it into the Special Order Pool (a gold order off a strategic planet). */
  pool: boolean;
  /** It counts as special because its owner controls a strategic area of the planet. */
  strategic: boolean;
}

export function executionMode(s: StarcraftState, p: PlayerId, planet: string, gold: boolean): ExecutionMode {
  if (!s.broodWar) return { gold, pool: false, strategic: false };
  if (controlsStrategicArea(s, p, planet)) return { gold: true, pool: false, strategic: true };
  return { gold, pool: gold, strategic: false };
}

/** Whether the revealed order may be executed as far as the pool is concerned (BW-O2, BW-O4). */
export function poolAllowsExecution(s: StarcraftState, p: PlayerId, mode: { pool?: boolean }): boolean {
  if (!mode.pool) return true;
  return poolHasRoom(s, p) || s.options.variants?.disposableSpecialOrders === true;
}

/** The order is executed: a pooled gold order enters the pool (or, disposable, leaves the game). */
export function recordExecution(
  d: Draft,
  p: PlayerId,
  kind: OrderKind,
  mode: { pool?: boolean; strategic?: boolean },
): void {
  if (!d.broodWar) return;
  if (mode.strategic) countStat(d, "strategicExecutions");
  if (!mode.pool) return;
  if (poolHasRoom(d, p)) {
    patchBroodWar(d, { pools: d.broodWar.pools.map((pool, i) => (i === p ? [...pool, kind] : pool)) });
    return;
  }
  // Disposable Special Orders: the token leaves the game.
  patchBroodWar(d, {
    discardedGold: d.broodWar.discardedGold.map((lost, i) => (i === p ? [...lost, kind] : lost)),
  });
}

/** Regrouping step 4: every Special Order Pool empties back into its owner's unused orders. */
export function emptyPools(d: Draft): void {
  if (!d.broodWar || d.broodWar.pools.every((pool) => pool.length === 0)) return;
  patchBroodWar(d, { pools: d.broodWar.pools.map(() => []) });
}

/** Gold tokens of this kind that left the game (Disposable Special Orders). */
export function goldTokensLost(s: StarcraftState, p: PlayerId, kind: OrderKind): number {
  return s.broodWar?.discardedGold[p]?.filter((k) => k === kind).length ?? 0;
}
