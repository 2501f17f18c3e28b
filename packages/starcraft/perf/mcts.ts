/**
 * ISMCTS at the opening of a 4-player game (the bench's position), for profiling the ruleset
 * under search: iterations per second of wall and of CPU time.
 *   npx tsx packages/starcraft/perf/mcts.ts [--ms 3000]
 * A dev tool only: @koprulu/bots is imported here, never from src (dependencies point one way).
 */
import { ismctsSearch, prepareBots } from "@koprulu/bots";
import { Rng } from "@koprulu/engine";

import { starcraft } from "../src/ruleset";

// The StarCraft search hooks (prior, evaluation), as loadRuleset attaches them for the bench;
// the ruleset itself comes from this folder's src (so ab-time.sh can time a snapshot).
await prepareBots("starcraft");
const ms = Number(process.argv[process.argv.indexOf("--ms") + 1] || 3000);
const state = starcraft.setup(starcraft.defaultOptions(4), "mcts-bench");
const seat = starcraft.pending(state)[0].player;
const input = {
  ruleset: starcraft as never,
  seat,
  view: starcraft.view(state, seat),
  decisions: starcraft.pending(state).filter((d) => d.player === seat),
  legalActions: starcraft.legalActions(state, seat),
  rng: Rng.fromSeed("mcts-bench"),
};
ismctsSearch(input, { timeMs: 300 });
const cpu0 = process.cpuUsage();
const start = performance.now();
const r = ismctsSearch(input, { timeMs: ms });
const elapsed = performance.now() - start;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
// Load-robust figure: a fixed 2,000-iteration search, 5 times, the fastest in CPU time.
let bestCpuMs = Number.POSITIVE_INFINITY;
for (let pass = 0; pass < 5; pass++) {
  const c0 = process.cpuUsage();
  ismctsSearch({ ...input, rng: Rng.fromSeed("mcts-fixed") }, { iterations: 2000 });
  const c = process.cpuUsage(c0);
  bestCpuMs = Math.min(bestCpuMs, (c.user + c.system) / 1000);
}
console.log(
  JSON.stringify({
    iterations: r.iterations,
    iterationsPerSec: Math.round((r.iterations / elapsed) * 1000),
    iterationsPerCpuSec: Math.round((r.iterations / cpuMs) * 1000),
    bestIterationsPerCpuSec: Math.round((2000 / bestCpuMs) * 1000),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
