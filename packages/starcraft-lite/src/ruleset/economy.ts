/**
 * Spending (L-E1, L-E2): as in the base game, one worker from the pool per resource, on the
 * permanent resources (A17) or on held resource cards up to their capacity this turn. Force
 * mining (A12) doubles a card's capacity until the end of the turn and depletes it one step.
 * The player places each worker himself (`placeWorker`, one decision per worker, as the base
 * game pays): in the Build phase (`build.ts`), for upgrades and for event texts (`payment.ts`);
 * force mining stays an explicit action.
 */
import type { PlayerId } from "@koprulu/engine";
import { cat, type Draft } from "@koprulu/starcraft/board";
import type { LiteState } from "./state";

export interface Cost {
  minerals: number;
  gas: number;
}

function permanent(s: LiteState, p: PlayerId): Cost {
  if (!s.options.permanentResources) return { minerals: 0, gas: 0 };
  return cat(s.board).factions[s.board.players[p].faction].permanent;
}

/** Printed amount, doubled while force-mined this turn. */
export function cardCapacity(s: LiteState, area: string): number {
  const a = cat(s.board).areas[area].amount;
  return s.forced.includes(area) ? 2 * a : a;
}

/** Resources still obtainable this turn per kind (ignoring the worker pool). */
export function capacityOf(s: LiteState, p: PlayerId): Cost {
  const b = s.board;
  const perm = permanent(s, p);
  const used = b.players[p].permanentUsed;
  let minerals = Math.max(0, perm.minerals - used.minerals);
  let gas = Math.max(0, perm.gas - used.gas);
  for (const id in b.resources) {
    const r = b.resources[id];
    if (r.owner !== p || r.depletion === 2) continue;
    const n = Math.max(0, cardCapacity(s, id) - r.workers);
    if (cat(b).areas[id].resource === "minerals") minerals += n;
    else gas += n;
  }
  return { minerals, gas };
}

export function canPay(s: LiteState, p: PlayerId, cost: Cost): boolean {
  const cap = capacityOf(s, p);
  return (
    cost.minerals <= cap.minerals &&
    cost.gas <= cap.gas &&
    cost.minerals + cost.gas <= s.board.players[p].workerPool
  );
}

/** The permanent resources as worker sources (beside resource card area ids). */
export const PERMANENT_SOURCE = { minerals: "permanent-minerals", gas: "permanent-gas" } as const;

export type ResourceKind = keyof Cost;

/** The kind a source pays, or null for an unknown source. */
export function sourceKind(s: LiteState, source: string): ResourceKind | null {
  if (source === PERMANENT_SOURCE.minerals) return "minerals";
  if (source === PERMANENT_SOURCE.gas) return "gas";
  return cat(s.board).areas[source]?.resource ?? null;
}

/**
 * Where the next worker of an open payment may go: a permanent resource with room this turn, or
 * a held, not removed card below its capacity (doubled while force-mined), for a kind still owed.
 * Never empty while something is owed: the purchase was checked with `canPay`, and each worker
 * lowers the owed amount, the pool and that kind's room by one alike.
 */
export function workerSources(s: LiteState, p: PlayerId, owed: Cost): string[] {
  if (s.board.players[p].workerPool === 0) return [];
  const out: string[] = [];
  const perm = permanent(s, p);
  const used = s.board.players[p].permanentUsed;
  for (const kind of ["minerals", "gas"] as const)
    if (owed[kind] > 0 && used[kind] < perm[kind]) out.push(PERMANENT_SOURCE[kind]);
  for (const id of Object.keys(s.board.resources).sort()) {
    const r = s.board.resources[id];
    if (r.owner !== p || r.depletion === 2 || owed[cat(s.board).areas[id].resource!] === 0) continue;
    if (r.workers < cardCapacity(s, id)) out.push(id);
  }
  return out;
}

/** One worker from the pool onto `source` (checked by `workerSources`); returns the kind paid. */
export function placeWorker(s: LiteState, board: Draft, p: PlayerId, source: string): ResourceKind {
  const kind = sourceKind(s, source)!;
  const pl = { ...board.players[p], workerPool: board.players[p].workerPool - 1 };
  board.players[p] = pl;
  if (source === PERMANENT_SOURCE[kind])
    pl.permanentUsed = { ...pl.permanentUsed, [kind]: pl.permanentUsed[kind] + 1 };
  else board.resources[source] = { ...board.resources[source], workers: board.resources[source].workers + 1 };
  return kind;
}

/** Cards the player may force-mine now: held, not removed, not force-mined yet this turn. */
export function forceable(s: LiteState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const id of Object.keys(s.board.resources).sort()) {
    const r = s.board.resources[id];
    if (r.owner === p && r.depletion < 2 && !s.forced.includes(id)) out.push(id);
  }
  return out;
}

/**
 * A12: force mining turns the card one step, as in the base game: a fresh card becomes partially
 * depleted at once; a partially depleted one is exhausted — it serves this turn (doubled) and
 * leaves the game at the end of the turn, its workers going to "unavailable" (`exhaustForced`).
 */
export function forceMine(
  s: LiteState,
  board: Draft,
  area: string,
): { forced: string[]; exhausting: string[] } {
  const r = board.resources[area];
  if (r.depletion === 0) {
    board.resources[area] = { ...r, depletion: 1 };
    return { forced: [...s.forced, area], exhausting: s.exhausting };
  }
  return { forced: [...s.forced, area], exhausting: [...s.exhausting, area] };
}

/** End of turn (before regrouping step 2): exhausted cards leave the game. */
export function exhaustForced(s: LiteState, board: Draft): void {
  for (const id of s.exhausting) {
    const r = board.resources[id];
    if (!r || r.depletion === 2) continue;
    if (r.owner !== null) {
      const pl = board.players[r.owner];
      board.players[r.owner] = { ...pl, workersUnavailable: pl.workersUnavailable + r.workers };
    }
    board.resources[id] = { owner: null, workers: 0, depletion: 2 };
  }
}

/**
 * Every worker the player owns, wherever it is (pool, unavailable, permanent resources, resource
 * cards): the number the supply's worker tokens limit (a 15th worker is his last).
 */
export function workersOwned(s: LiteState, p: PlayerId): number {
  const pl = s.board.players[p];
  let n = pl.workerPool + pl.workersUnavailable + pl.permanentUsed.minerals + pl.permanentUsed.gas;
  for (const id in s.board.resources)
    if (s.board.resources[id].owner === p) n += s.board.resources[id].workers;
  return n;
}
