import type { ActionBase } from "@koprulu/engine";

/**
 * The `k` actions with the highest prior, best first (ties: the earlier action first, as a
 * stable sort would). A selection in O(n·k) instead of sorting every index: it runs at every
 * node of every iteration, and k is small (3 or 4).
 *
 * An action rated −Infinity is never kept while some action is rated above it: a prior uses
 * that to leave a whole family of equivalent actions to its one best member (StarCraft Lite:
 * where a payment's worker goes), which the fixed `k` alone cannot do.
 */
export function topByPrior(scores: number[], legal: ActionBase[], k: number): ActionBase[] {
  const n = scores.length;
  if (k >= n) k = n;
  let anyRated = false;
  for (let i = 0; i < n && !anyRated; i++) anyRated = scores[i] !== Number.NEGATIVE_INFINITY;
  const top: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = scores[i];
    if (anyRated && s === Number.NEGATIVE_INFINITY) continue;
    // Position among the kept ones: after every kept score ≥ s (earlier index wins ties).
    let at = top.length;
    while (at > 0 && scores[top[at - 1]] < s) at--;
    if (at >= k) continue;
    // Insert at `at`, the last one dropped when k are kept (shifted by hand: `splice` per
    // action cost more than the comparisons).
    const last = top.length === k ? k - 1 : top.length;
    for (let j = last; j > at; j--) top[j] = top[j - 1];
    top[at] = i;
  }
  const out = new Array<ActionBase>(top.length);
  for (let j = 0; j < top.length; j++) out[j] = legal[top[j]];
  return out;
}

/**
 * Leaves a family of actions to its best-rated member: of the actions `inFamily` selects, every
 * one but the best (the first on a tie) is rated −Infinity, which `topByPrior` drops. The other
 * actions keep their scores; with no member, `scores` is returned as it is.
 */
export function leaveToBest(
  legal: ActionBase[],
  scores: number[],
  inFamily: (a: ActionBase) => boolean,
): number[] {
  let best = -1;
  for (let i = 0; i < legal.length; i++)
    if (inFamily(legal[i]) && (best < 0 || scores[i] > scores[best])) best = i;
  if (best < 0) return scores;
  return scores.map((x, i) => (i !== best && inFamily(legal[i]) ? Number.NEGATIVE_INFINITY : x));
}
