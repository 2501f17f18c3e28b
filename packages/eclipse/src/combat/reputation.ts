/**
 * E-C11 reputation draws after the battles of a hex. The 1st-edition summary card's numbers are not
 * in the reference: we use the Second Dawn counts, provisionally — 1 for taking part, +1 per
 * Interceptor, Starbase or Ancient destroyed, +2 per Cruiser, +3 per Dreadnought or GCDS — at most 5
 * (QR), in order of entry into the hex. A player who withdrew all his remaining ships draws nothing
 * for taking part. Ancients and the GCDS draw nothing.
 */
import type { ShipKind } from "./ships";
import type { BattleState } from "./types";

export const KILL_DRAWS: Readonly<Record<ShipKind, number>> = {
  interceptor: 1,
  starbase: 1,
  ancient: 1,
  cruiser: 2,
  dreadnought: 3,
  gcds: 3,
};
export const MAX_REPUTATION_DRAWS = 5;

export function reputationDraws(b: BattleState): { party: string; tiles: number }[] {
  const fought = new Set<string>();
  for (const ev of b.log)
    if (ev.kind === "engagement") {
      fought.add(ev.attacker);
      fought.add(ev.defender);
    }
  return b.parties
    .filter((p) => p.player !== null && fought.has(p.id))
    .sort((x, y) => x.entered - y.entered)
    .map((p) => {
      const participation = b.retreatedAll.includes(p.id) ? 0 : 1;
      const kills = (b.kills[p.id] ?? []).reduce((n, k) => n + KILL_DRAWS[k], 0);
      return { party: p.id, tiles: Math.min(MAX_REPUTATION_DRAWS, participation + kills) };
    });
}
