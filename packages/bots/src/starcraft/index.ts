/**
 * StarCraft support for the bots: importing this module registers the HeuristicBot (bot name
 * "heuristic") and the search hooks (evaluation of truncated rollouts, heuristic rollout
 * policy, round counter) for ruleset id "starcraft". `loadRuleset("starcraft")` imports it;
 * a server that loads the ruleset itself imports "@koprulu/bots/starcraft" once per worker.
 */
import type { StarcraftState } from "@koprulu/starcraft";
import { registerSearchHooks } from "../hooks";
import { registerHeuristic } from "../registry";
import { evaluate, searchEvaluate } from "./evaluate";
import { heuristicPrior, heuristicRolloutAction, starcraftHeuristic } from "./heuristic";

registerHeuristic("starcraft", starcraftHeuristic);
registerSearchHooks("starcraft", {
  // Session sc39: weights fitted to outcomes (evaluate.ts SEARCH_WEIGHTS), not the material
  // score the HeuristicBot compares with (`evaluate`, unchanged).
  // KOPRULU_STARCRAFT_EVAL=material: the earlier material evaluation, for same-seed comparisons.
  evaluate:
    process.env.KOPRULU_STARCRAFT_EVAL === "material"
      ? (s) => evaluate(s as StarcraftState)
      : (s) => searchEvaluate(s as StarcraftState),
  rolloutAction: heuristicRolloutAction,
  rounds: (s) => (s as StarcraftState).round,
  // Measured (10 games vs the HeuristicBot at 100 ms a decision): leaves scored by the
  // evaluation straight away beat 12- and 40-action heuristic rollouts, whose few iterations
  // were too noisy. Pass rolloutDepth to ISMCTS to roll out instead.
  rolloutDepth: 0,
  actionPrior: heuristicPrior,
  width: 3,
  // ~600 iterations/s at best on one core: 1000 iterations a decision would make a game last minutes.
  defaultTimeMs: 100,
  // Brood War: how often each of its mechanisms happened (simulate --json reports the sums).
  counters: (s): Record<string, Record<string, number>> => {
    const bw = (s as StarcraftState).broodWar;
    if (!bw) return {};
    // With Leadership cards: how often each card was resolved (simulate --json leadershipCardsResolved).
    return bw.lead
      ? { broodWar: { ...bw.stats }, leadershipCardsResolved: { ...bw.lead.resolved } }
      : { broodWar: { ...bw.stats } };
  },
});

export { advantage, evaluate, materialScores, searchEvaluate } from "./evaluate";
export { heuristicPrior, heuristicRolloutAction, starcraftHeuristic } from "./heuristic";
