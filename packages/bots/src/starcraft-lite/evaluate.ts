/**
 * Evaluation of a Lite position for search: conquest points toward the end, plus material.
 *
 * ISMCTS scores its leaves with this at once (rolloutDepth 0), a few actions below the root: a
 * mobilization's leaf is seldom past the next regrouping, where the points are scored. So the
 * points count as they will stand after that regrouping (`projectedCp`): what the seat holds
 * now, plus what its areas score at step 6, the bases it destroyed this round (step 1) and half
 * the hot-spot tokens it can reach. Without that, taking a conquest-point area was worth nothing
 * to the search until the regrouping lay inside its tree, and losing one cost nothing either.
 */

import { baseOnPlanet, cat, controller, planetOf } from "@koprulu/starcraft/board";
import { loadLiteContent } from "@koprulu/starcraft-lite/content";
import type { LiteState } from "@koprulu/starcraft-lite/ruleset";

export function unitWorth(type: string): number {
  const u = loadLiteContent().units[type];
  return u ? u.cost.minerals + u.cost.gas + 1 : 1;
}

/**
 * Each seat's conquest points as they would stand after the next regrouping if the board stayed
 * as it is: held points, + step 6 (every conquest-point area it controls), + step 1 (2 per
 * destroyed base net of its own losses, A15), + half of the hot-spot tokens in areas it
 * controls or on planets where it has a base (it must still pay a worker for each).
 */
export function projectedCp(s: LiteState): number[] {
  const b = s.board;
  const areas = cat(b).areas;
  const out = b.players.map((p, i) => {
    const pl = s.players[i];
    return p.cp + (pl ? 2 * Math.max(0, pl.basesDestroyed - pl.basesLost) : 0);
  });
  for (const id of b.planetOrder)
    for (const a of cat(b).planets[id].areas) {
      const cp = areas[a.id]?.cp ?? 0;
      const hot = s.hotSpots[a.id] ?? 0;
      if (cp === 0 && hot === 0) continue;
      const who = controller(b, a.id);
      if (who !== null) out[who] += cp;
      if (hot > 0)
        for (let p = 0; p < out.length; p++)
          if (who === p || (who === null && baseOnPlanet(b, planetOf(a.id), p))) out[p] += 0.5 * hot;
    }
  return out;
}

/**
 * A held resource card's worth: its printed amount for every round it still serves, so a card
 * force-mined to exhaustion (A12: it leaves the game at the end of this turn) is worth nothing
 * and a partially depleted one less than a fresh one. Counting cards at their printed amount
 * made force mining free to the search, and it force-mined every card it held at the end of
 * each Build phase (seen in games: five cards in one turn), losing them a turn later.
 */
export function cardWorth(s: LiteState, id: string, amount: number): number {
  if (s.exhausting.includes(id) || s.board.resources[id].depletion === 2) return 0;
  return s.board.resources[id].depletion === 1 ? 1.5 * amount : 2 * amount;
}

/**
 * Per-seat value in [0, 1]: 70% share of the projected conquest points (weighted up as they near
 * the target), 30% share of material (units by cost, bases, resource cards by what they will still yield).
 */
export function evaluateLite(s: LiteState): number[] {
  const n = s.players.length;
  const cp = projectedCp(s).map((c) => c + 0.5);
  const material = Array.from({ length: n }, () => 1);
  for (const u of s.board.units) material[u.owner] += unitWorth(u.type);
  for (const b of s.board.bases) material[b.owner] += 4;
  const areas = cat(s.board).areas;
  for (const id in s.board.resources) {
    const r = s.board.resources[id];
    if (r.owner !== null && r.owner < n) material[r.owner] += cardWorth(s, id, areas[id]?.amount ?? 0);
  }
  const cpSum = cp.reduce((a, b) => a + b, 0);
  const mSum = material.reduce((a, b) => a + b, 0);
  return cp.map((c, i) =>
    Math.min(
      1,
      (0.7 * (c / cpSum) * (1 + Math.min(c, s.options.endAt) / s.options.endAt)) / 1.5 +
        0.3 * (material[i] / mSum),
    ),
  );
}

/** The features the fitted evaluation weighs (`liteFeatures`), in order. */
export const FEATURE_NAMES = ["cp", "cp2", "units", "bases", "cards", "workers", "tech"] as const;

/**
 * One seat's features of a Lite position: projected conquest points over the target (and its
 * square: points weigh more near the end), units by cost / 10, bases, resource cards by what
 * they still yield / 10, workers / 10, technology (modules + unlocked types + upgrades) / 5.
 */
export function liteFeatures(s: LiteState, seat: number): number[] {
  const endAt = s.options.endAt;
  const cp = projectedCp(s)[seat] / endAt;
  let units = 0;
  for (const u of s.board.units) if (u.owner === seat) units += unitWorth(u.type);
  let bases = 0;
  for (const b of s.board.bases) if (b.owner === seat) bases++;
  const areas = cat(s.board).areas;
  let cards = 0;
  let workers = 0;
  for (const id in s.board.resources) {
    const r = s.board.resources[id];
    if (r.owner !== seat) continue;
    cards += cardWorth(s, id, areas[id]?.amount ?? 0);
    workers += r.workers ?? 0;
  }
  const bp = s.board.players[seat];
  workers += bp.workerPool + bp.workersUnavailable + bp.permanentUsed.minerals + bp.permanentUsed.gas;
  const pl = s.players[seat];
  const tech = pl ? pl.modules.length + pl.unlocked.length + pl.upgrades.length : 0;
  return [cp, cp * cp, units / 10, bases, cards / 10, workers / 10, tech / 5];
}

/**
 * The fitted evaluation: each seat's features weighed by `weights` (a logistic regression of the
 * winner on heuristic self-play positions, `scripts/lite-fit-eval.ts`), turned into values by a
 * softmax over the seats: with two seats, the fitted probability that the seat wins.
 */
export function evaluateLiteFitted(s: LiteState, weights: readonly number[]): number[] {
  const z = s.players.map((_, i) => liteFeatures(s, i).reduce((a, f, k) => a + f * weights[k], 0));
  const top = Math.max(...z);
  const e = z.map((x) => Math.exp(x - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}
