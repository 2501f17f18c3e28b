/**
 * How many ISMCTS iterations a thinking time buys in real two-player positions (issue 37): plays
 * heuristic games and, at every `every`-th decision with a choice, runs a search of `ms`
 * milliseconds for the deciding seat, then plays the heuristic's move. Prints the mean and the
 * quartiles of the iterations per search. The first game only warms the JIT up (not counted), and
 * searches the prior settles without iterating (0 iterations: Lite's payments) are left out. Run it on a quiet machine: the mean is the iteration
 * budget (`mcts@N`) that stands for the thinking time in strength runs on a loaded one.
 *
 *   node --import tsx packages/bots/scripts/budget-equivalent.ts <ruleset> [games=2] [ms=100] [every=5] [bw] ['{"rolloutDepth":60}']
 *
 * The last argument: search options (BotOptions JSON) the budget is measured with, e.g. rollouts.
 */
import { ismctsSearch } from "../src/ismcts";
import { playGame } from "../src/play";
import { createBot } from "../src/registry";
import { loadRuleset } from "../src/rulesets";
import type { Bot, BotInput } from "../src/types";
import { twoPlayerOptions } from "./two-player-options";

const rulesetId = process.argv[2] ?? "starcraft";
const games = Number(process.argv[3] ?? 2);
const ms = Number(process.argv[4] ?? 100);
const every = Number(process.argv[5] ?? 5);
const bw = process.argv[6] === "bw";
const searchOptions = JSON.parse(process.argv[7] ?? "{}");
const ruleset = await loadRuleset(rulesetId);
const options = twoPlayerOptions(ruleset, bw);

const counts: number[] = [];
let decisions = 0;
let warm = false;
const heuristic = createBot("heuristic", rulesetId);
const sampler: Bot = {
  name: "heuristic",
  choose(input: BotInput) {
    if (input.legalActions.length > 1 && decisions++ % every === 0) {
      const n = ismctsSearch(input, { ...searchOptions, timeMs: ms }).iterations;
      if (warm && n > 0) counts.push(n);
    }
    return heuristic.choose(input);
  },
};
playGame(ruleset, [sampler, sampler], "budget-warm-up", { options });
warm = true;
for (let g = 0; g < games; g++) playGame(ruleset, [sampler, sampler], `budget-${g}`, { options });
counts.sort((a, b) => a - b);
const q = (p: number) => counts[Math.floor(p * (counts.length - 1))];
const mean = counts.reduce((s, n) => s + n, 0) / counts.length;
console.log(
  JSON.stringify({
    ruleset: rulesetId,
    bw,
    ms,
    searchOptions,
    searches: counts.length,
    mean: Math.round(mean),
    q1: q(0.25),
    median: q(0.5),
    q3: q(0.75),
  }),
);
