/**
 * StarCraft Lite support for the bots: importing this module registers the HeuristicBot (bot
 * name "heuristic") and the search hooks for ruleset id "starcraft-lite". ISMCTS plays it through
 * the ruleset's `determinize`.
 */
import type { LiteState } from "@koprulu/starcraft-lite/ruleset";
import { registerSearchHooks } from "../hooks";
import { registerHeuristic } from "../registry";
import { evaluateLite, evaluateLiteFitted } from "./evaluate";
import { liteHeuristic, litePrior, liteRolloutAction } from "./heuristic";

registerHeuristic("starcraft-lite", liteHeuristic);
// EXPERIMENT (lite39): KOPRULU_LITE_WEIGHTS="w1,w2,…" scores leaves with the fitted evaluation.
const fitted = process.env.KOPRULU_LITE_WEIGHTS?.split(",").map(Number);
registerSearchHooks("starcraft-lite", {
  evaluate: fitted ? (s) => evaluateLiteFitted(s as LiteState, fitted) : (s) => evaluateLite(s as LiteState),
  rolloutAction: liteRolloutAction,
  rounds: (s) => (s as LiteState).round,
  rolloutDepth: 0,
  actionPrior: litePrior,
  width: 3,
  defaultTimeMs: 100,
  counters: (s) => ({ lite: { battles: (s as LiteState).stats.battles } }),
});

export { evaluateLite, unitWorth } from "./evaluate";
export { liteHeuristic, litePrior, liteRolloutAction } from "./heuristic";
