/**
 * A fixed amount of ISMCTS work on Brood War + Leadership positions, for speed comparisons and
 * CPU profiles (session 42): plays one seeded two-player heuristic game (Brood War with the
 * Leadership cards, as `budget-equivalent.ts … bw`) and, at every `every`-th decision with a
 * choice, runs an `ismctsSearch` of `iterations` iterations for the deciding seat (its own seeded
 * generator), then plays the heuristic's move. Prints the searches' total CPU time and iterations
 * per CPU second; the same seed and counts always do the same work, so two builds compare by CPU
 * time alone (the heuristic's moves and the game are outside the measured time).
 *
 * `options` (JSON) are the searches' options beyond the iteration count, e.g. the expert's Brood War
 * ones '{"rolloutRounds":2,"rolloutDepth":800}' (levels.ts). `decisions` hashes every search's
 * chosen action and root statistics (as same-decisions.ts does): a speed-up must leave it unchanged.
 *
 *   node --import tsx packages/bots/scripts/profile-bw.ts [iterations=300] [every=3] [seed=profile-bw] [options={}]
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx packages/bots/scripts/profile-bw.ts
 */
import { hashString, Rng } from "@koprulu/engine";
import { ismctsSearch } from "../src/ismcts";
import { playGame } from "../src/play";
import { createBot } from "../src/registry";
import { loadRuleset } from "../src/rulesets";
import type { Bot, BotInput, BotOptions } from "../src/types";
import { searchLine } from "./search-line";
import { twoPlayerOptions } from "./two-player-options";

const iterations = Number(process.argv[2] ?? 300);
const every = Number(process.argv[3] ?? 3);
const seed = process.argv[4] ?? "profile-bw";
const searchOptions = JSON.parse(process.argv[5] ?? "{}") as BotOptions;
const ruleset = await loadRuleset("starcraft");
const options = twoPlayerOptions(ruleset, true);

const searchRng = Rng.fromSeed(`${seed}/search`);
const heuristic = createBot("heuristic", "starcraft");
let decisions = 0;
let searches = 0;
let totalIterations = 0;
let cpuMicros = 0;
let decisionsText = "";
const sampler: Bot = {
  name: "heuristic",
  choose(input: BotInput) {
    if (input.legalActions.length > 1 && decisions++ % every === 0) {
      const { ruleset: rs, seat, view, decisions: asked, legalActions } = input;
      const searchInput = { ruleset: rs, seat, view, decisions: asked, legalActions, rng: searchRng };
      const cpu = process.cpuUsage();
      const r = ismctsSearch(searchInput, { ...searchOptions, iterations });
      const used = process.cpuUsage(cpu);
      cpuMicros += used.user + used.system;
      decisionsText += `${decisions}:${searchLine(r)}`;
      totalIterations += r.iterations;
      searches++;
    }
    return heuristic.choose(input);
  },
};
const game = playGame(ruleset, [sampler, sampler], seed, { options });
const cpuMs = cpuMicros / 1000;
console.log(
  JSON.stringify({
    seed,
    options: searchOptions,
    actions: game.actions,
    searches,
    iterations: totalIterations,
    cpuMs: Math.round(cpuMs),
    iterationsPerCpuSecond: Math.round((totalIterations / cpuMs) * 1000),
    decisions: hashString(decisionsText),
  }),
);
