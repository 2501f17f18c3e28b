/**
 * One ruleset's share of the bench's `mcts` area, alone, for a CPU profile (issue 37):
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx packages/bots/scripts/profile-mcts.ts [ruleset=starcraft] [iterations=20000]
 *
 * Same position and options as `packages/cli/src/bench/areas/mcts.ts` (the opening, default
 * ISMCTS options), but a fixed number of iterations, so that two profiles do the same work.
 */
import { ismctsSearch } from "../src/ismcts";
import { openingSearchInput } from "../src/opening-input";
import { loadRuleset } from "../src/rulesets";

const name = process.argv[2] ?? "starcraft";
const iterations = Number(process.argv[3] ?? 20000);
const players = { starcraft: 4, "starcraft-lite": 2, eclipse: 2, tictactoe: 2 }[name] ?? 2;
const ruleset = await loadRuleset(name);
const input = openingSearchInput(ruleset, players);
const cpu = process.cpuUsage();
const r = ismctsSearch(input, { iterations });
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
console.log(
  JSON.stringify({
    ruleset: name,
    iterations: r.iterations,
    cpuMs: Math.round(cpuMs),
    cpuIterationsPerSec: Math.round((r.iterations / cpuMs) * 1000),
    action: r.action,
  }),
);
