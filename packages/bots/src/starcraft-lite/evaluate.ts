/** Evaluation of a Lite position for search: conquest points toward the end, plus material. */

import { loadLiteContent } from "@koprulu/starcraft-lite/content";
import type { LiteState } from "@koprulu/starcraft-lite/ruleset";

export function unitWorth(type: string): number {
  const u = loadLiteContent().units[type];
  return u ? u.cost.minerals + u.cost.gas + 1 : 1;
}

/** Per-seat value in [0, 1]: 70% share of conquest points (with the target), 30% share of material. */
export function evaluateLite(s: LiteState): number[] {
  const n = s.players.length;
  const cp = s.board.players.map((p) => p.cp + 0.5);
  const material = Array.from({ length: n }, () => 1);
  for (const u of s.board.units) material[u.owner] += unitWorth(u.type);
  for (const b of s.board.bases) material[b.owner] += 4;
  const cpSum = cp.reduce((a, b) => a + b, 0);
  const mSum = material.reduce((a, b) => a + b, 0);
  return cp.map((c, i) =>
    Math.min(1, (0.7 * (c / cpSum) * (1 + c / s.options.endAt)) / 1.5 + 0.3 * (material[i] / mSum)),
  );
}
