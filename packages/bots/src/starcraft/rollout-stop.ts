/**
 * Where a StarCraft rollout stops (ISMCTS `rolloutStop`; rollouts run in Brood War games by
 * default, `rolloutDepthFor`, and in the base game when asked: `--bot-options '{"rolloutDepth":N}'`).
 *
 * - `roundOver`: at the end of the round, as Eclipse's rollouts do: the orders placed are all
 *   executed, the battles fought, the round's conquest points scored. Brood War's default (session
 *   42: the search then beats the heuristic; README "Brood War + Leadership: rollouts to the end
 *   of the round").
 * - `orderSettled`: between orders. A turn of planning or of execution is the top of the game's
 *   flow; every other frame (an order's Build, Mobilize or Research, a battle, an event, a
 *   Leadership step) is the middle of something whose result the evaluation would misread.
 *   The base game's, when it rolls out; `KOPRULU_SC_ROLLOUT=round` makes it `roundOver` too.
 */
import type { StarcraftState } from "@koprulu/starcraft";

export function roundOver(leaf: StarcraftState, s: StarcraftState): boolean {
  return s.phase === "over" || s.round !== leaf.round;
}

export function orderSettled(_leaf: StarcraftState, s: StarcraftState): boolean {
  if (s.phase === "over" || s.phase === "regrouping") return true;
  const kind = s.frame.kind;
  return (kind === "planning" || kind === "execution") && s.battle === null;
}

const BASE_GAME_STOP = process.env.KOPRULU_SC_ROLLOUT === "round" ? roundOver : orderSettled;

/** The search's stop: at the round's end in a Brood War game, else `BASE_GAME_STOP`. */
export function starcraftRolloutStop(leaf: StarcraftState, s: StarcraftState): boolean {
  return leaf.broodWar !== undefined ? roundOver(leaf, s) : BASE_GAME_STOP(leaf, s);
}
