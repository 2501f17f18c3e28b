/**
 * How many ISMCTS iterations a thinking time buys in real two-player positions (issue 37), by
 * `sampleBudget` (src/budget-sample.ts): heuristic games, a search of `ms` at every `every`-th
 * decision with a choice, the first game only warming up. Prints the mean and the quartiles of
 * the iterations per search. Run it on a quiet machine: the mean is the iteration budget
 * (`mcts@N`) that stands for the thinking time in strength runs on a loaded one.
 *
 *   node --import tsx packages/bots/scripts/budget-equivalent.ts <ruleset> [games=2] [ms=100] [every=5] [bw] ['{"rolloutDepth":60}']
 *
 * The last argument: search options (BotOptions JSON) the budget is measured with, e.g. rollouts.
 */
import { sampleBudget } from "../src/budget-sample";
import { loadRuleset } from "../src/rulesets";
import { twoPlayerOptions } from "./two-player-options";

const rulesetId = process.argv[2] ?? "starcraft";
const games = Number(process.argv[3] ?? 2);
const ms = Number(process.argv[4] ?? 100);
const every = Number(process.argv[5] ?? 5);
const bw = process.argv[6] === "bw";
const searchOptions = JSON.parse(process.argv[7] ?? "{}");
const ruleset = await loadRuleset(rulesetId);
const { searches, mean, q1, median, q3 } = sampleBudget(ruleset, {
  ms,
  every,
  warmUpSeed: "budget-warm-up",
  seeds: Array.from({ length: games }, (_, g) => `budget-${g}`),
  options: twoPlayerOptions(ruleset, bw),
  searchOptions,
});
console.log(JSON.stringify({ ruleset: rulesetId, bw, ms, searchOptions, searches, mean, q1, median, q3 }));
