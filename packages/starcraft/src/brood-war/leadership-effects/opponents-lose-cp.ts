/**
 * *To the Bitter End* (Raynor, Stage III): every opponent loses conquest points, never below 0
 * (provisional). In Team Play his partner is no opponent and keeps his points (provisional).
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../../draft";
import { isOpponent } from "../../variants/teams";

export function opponentsLoseCp(d: Draft, p: PlayerId, params: Record<string, unknown>): void {
  const amount = typeof params.amount === "number" ? params.amount : 0;
  d.players.forEach((pl, q) => {
    if (isOpponent(d, p, q) && !pl.eliminated) pl.cp = Math.max(0, pl.cp - amount);
  });
}
