/**
 * How many ISMCTS iterations a thinking time buys in real two-player positions (issue 37): plays
 * heuristic games and, at every `every`-th decision with a choice (counted across the games),
 * runs a search of `ms` milliseconds for the deciding seat, then plays the heuristic's move. The
 * first game only warms up (the JIT, the heuristic's memories), and searches the prior settles
 * without iterating (0 iterations: Lite's payments) are left out. On a quiet machine the mean is
 * the iteration budget (`mcts@N`) that stands for the thinking time in strength runs.
 * `scripts/budget-equivalent.ts` and the bench's `mcts.eclipseMidgame` report it.
 */
import type { ActionBase, AnyRuleset } from "@koprulu/engine";
import { ismctsSearch } from "./ismcts";
import { playGame } from "./play";
import { createBot } from "./registry";
import type { Bot, BotInput, BotOptions } from "./types";

export interface BudgetSampleConfig {
  /** Thinking time of each search (ms). */
  ms: number;
  /** Search every `every`-th decision with a choice. */
  every: number;
  /** Seed of the warm-up game (not counted) and of each counted game. */
  warmUpSeed: string;
  seeds: readonly string[];
  /** Game options (default: the ruleset's for two players). */
  options?: unknown;
  /** Search options beside the time (e.g. rollouts). */
  searchOptions?: BotOptions;
}

export interface BudgetSample {
  ms: number;
  searches: number;
  /** Iterations per search: the mean and quartiles over the searches counted. */
  mean: number;
  q1: number;
  median: number;
  q3: number;
}

export function sampleBudget(ruleset: AnyRuleset, config: BudgetSampleConfig): BudgetSample {
  const heuristic = createBot("heuristic", ruleset.id);
  const options = config.options ?? ruleset.defaultOptions(2);
  const counts: number[] = [];
  let decisions = 0;
  let warm = false;
  const sampler: Bot = {
    name: "heuristic",
    choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
      if (input.legalActions.length > 1 && decisions++ % config.every === 0) {
        const n = ismctsSearch(input, { ...config.searchOptions, timeMs: config.ms }).iterations;
        if (warm && n > 0) counts.push(n);
      }
      return heuristic.choose(input);
    },
  };
  playGame(ruleset, [sampler, sampler], config.warmUpSeed, { options });
  warm = true;
  for (const seed of config.seeds) playGame(ruleset, [sampler, sampler], seed, { options });
  counts.sort((a, b) => a - b);
  const q = (p: number) => counts[Math.floor(p * (counts.length - 1))] ?? 0;
  const mean = counts.reduce((sum, n) => sum + n, 0) / Math.max(1, counts.length);
  return {
    ms: config.ms,
    searches: counts.length,
    mean: Math.round(mean),
    q1: q(0.25),
    median: q(0.5),
    q3: q(0.75),
  };
}
