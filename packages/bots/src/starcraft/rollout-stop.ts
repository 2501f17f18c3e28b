/**
 * Where a StarCraft rollout may stop: between orders. A turn of planning or of execution is the
 * top of the game's flow; every other frame (an order's Build, Mobilize or Research, a battle, an
 * event, a Leadership step) is the middle of something whose result the evaluation would misread.
 */
import type { StarcraftState } from "@koprulu/starcraft";

export function orderSettled(s: StarcraftState): boolean {
  if (s.phase === "over" || s.phase === "regrouping") return true;
  const kind = s.frame.kind;
  return (kind === "planning" || kind === "execution") && s.battle === null;
}
