/**
 * Where a StarCraft rollout may stop (ISMCTS `rolloutStop`, asked only when rollouts are on:
 * `--bot-options '{"rolloutDepth":N}'`).
 *
 * - `orderSettled` (the default): between orders. A turn of planning or of execution is the top
 *   of the game's flow; every other frame (an order's Build, Mobilize or Research, a battle, an
 *   event, a Leadership step) is the middle of something whose result the evaluation would misread.
 * - `roundOver` (`KOPRULU_SC_ROLLOUT=round`): at the end of the round, as Eclipse's rollouts do:
 *   the orders placed are all executed and the round's conquest points scored.
 */
import type { StarcraftState } from "@koprulu/starcraft";

export function orderSettled(_leaf: StarcraftState, s: StarcraftState): boolean {
  if (s.phase === "over" || s.phase === "regrouping") return true;
  const kind = s.frame.kind;
  return (kind === "planning" || kind === "execution") && s.battle === null;
}

export function roundOver(leaf: StarcraftState, s: StarcraftState): boolean {
  return s.phase === "over" || s.round !== leaf.round;
}

/** The stop the search uses: the environment's choice (experiments), else between orders. */
export const starcraftRolloutStop = process.env.KOPRULU_SC_ROLLOUT === "round" ? roundOver : orderSettled;
