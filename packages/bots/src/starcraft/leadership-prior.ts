/**
 * Brood War + Leadership: the search leaves the choice of a Leadership card to the heuristic.
 * The card ratings (leadership.ts) were set against thousands of games' win rates, while the
 * search's leaves, a few actions after the choice, see only the starting forces on the board, not
 * what the card does over the game: at `mcts@380` the search left the rated favourite in three of
 * four opening choices (issue 37, session sc40: The Swarm or Endless Hunger over The Overmind, the
 * measured best Zerg card). Rated −Infinity, the other cards are dropped by `topByPrior`, and
 * ISMCTS plays a decision left to one action without searching.
 */
import type { ActionBase } from "@koprulu/engine";
import { leaveToBest } from "../top-by-prior";

export function leadershipLeftToPrior(legal: ActionBase[], scores: number[]): number[] {
  return leaveToBest(legal, scores, (a) => a.type === "choose-leadership");
}
