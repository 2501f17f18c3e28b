/**
 * StarCraft Lite support for the bots: importing this module registers the HeuristicBot (bot
 * name "heuristic") and the search hooks for ruleset id "starcraft-lite". ISMCTS plays it through
 * the ruleset's `determinize`.
 */
import type { LiteState } from "@koprulu/starcraft-lite/ruleset";
import { registerSearchHooks } from "../hooks";
import { registerHeuristic } from "../registry";
import { evaluateLite } from "./evaluate";
import { liteHeuristic, litePrior, liteRolloutAction } from "./heuristic";
import { liteRolloutStop } from "./rollout-stop";

registerHeuristic("starcraft-lite", liteHeuristic);
registerSearchHooks("starcraft-lite", {
  evaluate: (s) => evaluateLite(s as LiteState),
  rolloutAction: liteRolloutAction,
  rounds: (s) => (s as LiteState).round,
  rolloutDepth: 0,
  // Where a rollout stops when one is asked for (the expert level, `--bot-options '{"rolloutDepth":N}'`).
  rolloutStop: (leaf, s) => liteRolloutStop(leaf as LiteState, s as LiteState),
  actionPrior: litePrior,
  width: 3,
  defaultTimeMs: 100,
  counters: (s) => ({ lite: { battles: (s as LiteState).stats.battles } }),
});

export { evaluateLite, evaluateLiteFitted, liteFeatures, unitWorth } from "./evaluate";
export { liteHeuristic, litePrior, liteRolloutAction } from "./heuristic";
