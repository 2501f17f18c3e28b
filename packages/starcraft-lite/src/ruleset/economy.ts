/**
 * Spending (L-E1, L-E2): as in the base game, one worker from the pool per resource, on the
 * permanent resources (A17) or on held resource cards up to their capacity this turn. Force
 * mining (A12) doubles a card's capacity until the end of the turn and depletes it one step.
 * Ruling: the worker placement is automatic (permanent resources first, then cards in board
 * order); the only choice with consequences, force mining, is an explicit action.
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

/** Place the workers (only called after canPay). */
export function pay(s: LiteState, board: Draft, p: PlayerId, cost: Cost): void {
  const pl = { ...board.players[p] };
  board.players[p] = pl;
  const perm = permanent(s, p);
  for (const kind of ["minerals", "gas"] as const) {
    let owed = cost[kind];
    const fromPerm = Math.min(owed, Math.max(0, perm[kind] - pl.permanentUsed[kind]));
    if (fromPerm > 0) {
      pl.permanentUsed = { ...pl.permanentUsed, [kind]: pl.permanentUsed[kind] + fromPerm };
      pl.workerPool -= fromPerm;
      owed -= fromPerm;
    }
    for (const id of Object.keys(board.resources).sort()) {
      if (owed === 0) break;
      const r = board.resources[id];
      if (r.owner !== p || r.depletion === 2 || cat(board).areas[id].resource !== kind) continue;
      const n = Math.min(owed, Math.max(0, cardCapacity(s, id) - r.workers));
      if (n === 0) continue;
      board.resources[id] = { ...r, workers: r.workers + n };
      pl.workerPool -= n;
      owed -= n;
    }
  }
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
