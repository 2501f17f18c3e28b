import type { ActionBase } from "@koprulu/engine";

/**
 * The `k` actions with the highest prior, best first (ties: the earlier action first, as a
 * stable sort would). A selection in O(n·k) instead of sorting every index: it runs at every
 * node of every iteration, and k is small (3 or 4).
 */
export function topByPrior(scores: number[], legal: ActionBase[], k: number): ActionBase[] {
  const n = scores.length;
  if (k >= n) k = n;
  const top: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = scores[i];
    // Position among the kept ones: after every kept score ≥ s (earlier index wins ties).
    let at = top.length;
    while (at > 0 && scores[top[at - 1]] < s) at--;
    if (at >= k) continue;
    if (top.length === k) top.pop();
    top.splice(at, 0, i);
  }
  const out = new Array<ActionBase>(top.length);
  for (let j = 0; j < top.length; j++) out[j] = legal[top[j]];
  return out;
}
