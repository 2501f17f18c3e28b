/**
 * Play-area Leadership cards that act at a fixed point of every Regrouping:
 * - *Storage Facilities* (Raynor, Stage I; provisional, the one source is garbled): at the start
 *   of each Regrouping he takes one resource token per idle worker (still in his pool), at most 3.
 *   The kind is not legible: mineral tokens (provisional).
 * - *Riches of Aiur* (Aldaris, Stage I): at the end of each Regrouping up to two of his partially
 *   depleted resource cards are restored (the first two in planet order: restoring never hurts,
 *   so the pick is not asked). The second half (enemies cannot deplete his areas) is in
 *   riches-of-aiur.ts.
 */
import type { Draft } from "../../draft";
import { planetAreas, turnOrder } from "../../queries";
import { takeTokens } from "../../resources";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";

function holders(s: StarcraftState, key: string): { p: number; params: Record<string, unknown> }[] {
  const out: { p: number; params: Record<string, unknown> }[] = [];
  if (!s.broodWar?.lead) return out;
  for (const p of turnOrder(s)) {
    if (s.players[p].eliminated) continue;
    for (const id of s.broodWar.leadership[p] ?? [])
      for (const e of cat(s).leadership[id]?.effects ?? [])
        if (e.key === key) out.push({ p, params: e.params });
  }
  return out;
}

/** Start of a Regrouping (before the workers come back). */
export function atRegroupingStart(d: Draft): void {
  for (const { p, params } of holders(d, "leadership-idle-worker-resources")) {
    const max = typeof params.max === "number" ? params.max : 0;
    const n = Math.min(max, d.players[p].workerPool);
    if (n > 0) takeTokens(d, p, { minerals: n, gas: 0 });
  }
}

/** End of a Regrouping. */
export function atRegroupingEnd(d: Draft): void {
  for (const { p, params } of holders(d, "leadership-restore-areas")) {
    let left = typeof params.count === "number" ? params.count : 0;
    for (const id of d.planetOrder)
      for (const a of planetAreas(d, id)) {
        const r = d.resources[a.id];
        if (left > 0 && r && r.owner === p && r.depletion === 1) {
          d.resources[a.id] = { ...r, depletion: 0 };
          left--;
        }
      }
  }
}
