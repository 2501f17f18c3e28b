/**
 * How good a StarCraft position is for each seat, from public board facts only (it reads
 * nothing a view hides, so it is safe on views and on determinized states). Used by ISMCTS to
 * score truncated rollouts and by the HeuristicBot to compare candidate actions.
 *
 * The weights follow what wins the game: conquest points, then what produces them (controlled
 * CP areas score every round) and the end-of-game tiebreakers (resources, areas, bases, workers).
 */
import type { PlayerId } from "@koprulu/engine";
import { type CatalogScope, cat, type StarcraftState } from "@koprulu/starcraft";

/** Fields of the state the evaluation reads (a view has them too). */
export type Board = Pick<
  StarcraftState,
  | "players"
  | "units"
  | "bases"
  | "resources"
  | "planetOrder"
  | "phase"
  | "winners"
  | "payment"
  | "options"
  | "options"
>;

/** Controller of every area with something in it: seat, or -1 when contested. */
export function controllers(s: Board): Map<string, number> {
  const out = new Map<string, number>();
  for (const u of s.units) mark(out, u.area, u.owner);
  for (const b of s.bases) mark(out, b.area, b.owner);
  return out;
}

// A module-level function, not a closure per call: the search calls controllers() at every
// node, and each named closure costs a property definition under tsx (esbuild's keepNames).
function mark(out: Map<string, number>, area: string, owner: number): void {
  const cur = out.get(area);
  out.set(area, cur === undefined || cur === owner ? owner : -1);
}

/** Resource cost of a unit type, our proxy for its fighting value. */
export function unitValue(s: CatalogScope, type: string): number {
  const u = cat(s).units[type];
  return u ? 1 + (u.minerals + u.gas) / 2 : 1;
}

/** Raw material score per seat (higher is better). */
export function materialScores(s: Board): number[] {
  const c = cat(s);
  const n = s.players.length;
  const score = new Array<number>(n).fill(0);
  const ctrl = controllers(s);
  for (const [area, p] of ctrl) {
    if (p < 0) continue;
    const a = c.areas[area];
    if (!a) continue;
    // A CP area scores a.cp every round it stays controlled; a resource area feeds builds.
    score[p] += 1 + 4 * a.cp + (a.resource ? 1.5 * a.amount : 0);
  }
  for (const u of s.units) score[u.owner] += 0.8 * unitValue(s, u.type);
  for (const b of s.bases) score[b.owner] += 6;
  for (const id in s.resources) {
    const r = s.resources[id];
    if (r.owner !== null && r.depletion < 2)
      score[r.owner] += (r.depletion === 0 ? 2 : 1) * (c.areas[id]?.amount ?? 1);
  }
  s.players.forEach((pl, p) => {
    if (pl.eliminated) {
      score[p] = -1000;
      return;
    }
    score[p] += 12 * pl.cp + 0.7 * (pl.workerPool + pl.workersUnavailable);
    for (const t in pl.buildings) score[p] += 2 * pl.buildings[t];
    for (const m in pl.modules) score[p] += 1.5 * (pl.modules[m as keyof typeof pl.modules] ?? 0);
    score[p] += 0.5 * pl.techs.length + 0.3 * pl.hand.length;
  });
  // A purchase being paid for is as good as made.
  if (s.payment) score[s.payment.player] += 3;
  return score;
}

/**
 * Per-seat value in [0, 1] (ISMCTS reward scale): a logistic of how far each seat is ahead of
 * its best opponent, so being clearly ahead is worth nearly a win.
 */
export function evaluate(s: Board): number[] {
  if (s.phase === "over" && s.winners) {
    return s.players.map((_, p) => (s.winners!.includes(p) ? 1 : 0));
  }
  const m = materialScores(s);
  return m.map((v, p) => {
    let best = Number.NEGATIVE_INFINITY;
    for (let q = 0; q < m.length; q++) if (q !== p && m[q] > best) best = m[q];
    return 1 / (1 + Math.exp(-(v - best) / 15));
  });
}

/** Seat p's advantage over its best opponent, in material points. */
export function advantage(s: Board, p: PlayerId): number {
  const m = materialScores(s);
  let best = Number.NEGATIVE_INFINITY;
  for (let q = 0; q < m.length; q++) if (q !== p && m[q] > best) best = m[q];
  return m[p] - best;
}
