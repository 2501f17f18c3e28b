/** *To the Bitter End* (Raynor, Stage III): every opponent loses conquest points, never below 0 (provisional). */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../../draft";

export function opponentsLoseCp(d: Draft, p: PlayerId, params: Record<string, unknown>): void {
  const amount = typeof params.amount === "number" ? params.amount : 0;
  d.players.forEach((pl, q) => {
    if (q !== p && !pl.eliminated) pl.cp = Math.max(0, pl.cp - amount);
  });
}
