/**
 * Where a StarCraft rollout stops (ISMCTS `rolloutStop`): at the end of the round, as Eclipse's
 * rollouts do. The orders placed are all executed, the battles fought, the round's conquest
 * points scored; a leaf a few actions below the root would otherwise see orders placed, not what
 * they do. Rollouts run in Brood War games by default (`rolloutDepthFor`), in the base game at the
 * expert level (levels.ts) and when asked (`--bot-options '{"rolloutDepth":N}'`).
 *
 * Measured (README "Brood War + Leadership: rollouts to the end of the round", session 42):
 * stopping between orders (at the next planning or execution turn, commit 14f4d91) won 13 of 24
 * against the heuristic where the round's end won 28 of 32; in the base game, round rollouts
 * (mcts@220) won 38 of 45 on seeds where hard's leaves scored at once (mcts@800) won 32, and as
 * the expert level they beat hard 72 of 90 (README "Expert over hard", session 43).
 */
import type { StarcraftState } from "@koprulu/starcraft";
import { roundOver } from "../round-stop";

/** The search's stop, in every StarCraft game. */
export const starcraftRolloutStop: (leaf: StarcraftState, s: StarcraftState) => boolean = roundOver;
