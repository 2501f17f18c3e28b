/**
 * StarCraft support for the bots: importing this module registers the HeuristicBot (bot name
 * "heuristic") and the search hooks (evaluation of truncated rollouts, heuristic rollout
 * policy, round counter) for ruleset id "starcraft". `loadRuleset("starcraft")` imports it;
 * a server that loads the ruleset itself imports "@koprulu/bots/starcraft" once per worker.
 */
import type { StarcraftState } from "@koprulu/starcraft";
import { registerSearchHooks } from "../hooks";
import { registerHeuristic } from "../registry";
import { evaluate } from "./evaluate";
import { heuristicPrior, heuristicRolloutAction, starcraftHeuristic } from "./heuristic";

registerHeuristic("starcraft", starcraftHeuristic);
registerSearchHooks("starcraft", {
  evaluate: (s) => evaluate(s as StarcraftState),
  rolloutAction: heuristicRolloutAction,
  rounds: (s) => (s as StarcraftState).round,
  // A random StarCraft game is ~250 actions: search looks a round ahead and then evaluates.
  rolloutDepth: 40,
  actionPrior: heuristicPrior,
  width: 3,
});

export { advantage, evaluate, materialScores } from "./evaluate";
export { heuristicPrior, heuristicRolloutAction, starcraftHeuristic } from "./heuristic";
