/**
 * Times random 4-player games: median / p90 ms per game, actions per second, CPU time, peak RSS.
 *   npx tsx packages/starcraft/perf/time.ts [--games 30] [--players 4]
 * Profile:  node --import tsx --cpu-prof --cpu-prof-dir /tmp/scprof packages/starcraft/perf/time.ts
 */
import { playRandom } from "./games";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = Number(arg("--games") ?? 30);
const players = Number(arg("--players") ?? 4);
playRandom("warm-up", players);
const times: number[] = [];
let actions = 0;
let over = 0;
const cpu0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const r = playRandom(`time-${g}`, players);
  times.push(r.ms);
  actions += r.actions;
  if (r.over) over++;
}
const cpu = process.cpuUsage(cpu0);
// Load-robust figure: the same 10 games replayed 5 times, the fastest pass's CPU per game (other
// processes on a shared machine only ever add time).
let bestCpu = Number.POSITIVE_INFINITY;
for (let pass = 0; pass < 5; pass++) {
  const c0 = process.cpuUsage();
  for (let g = 0; g < 10; g++) playRandom(`time-${g}`, players);
  const c = process.cpuUsage(c0);
  bestCpu = Math.min(bestCpu, (c.user + c.system) / 1000 / 10);
}
const sorted = times.slice().sort((a, b) => a - b);
const total = times.reduce((a, b) => a + b, 0);
console.log(
  JSON.stringify({
    games,
    finished: over,
    medianMs: Number(sorted[Math.floor(sorted.length / 2)].toFixed(2)),
    p90Ms: Number(sorted[Math.floor(sorted.length * 0.9)].toFixed(2)),
    meanActions: Math.round(actions / games),
    actionsPerSec: Math.round((actions / total) * 1000),
    cpuMsPerGame: Number(((cpu.user + cpu.system) / 1000 / games).toFixed(2)),
    bestCpuMsPerGame: Number(bestCpu.toFixed(2)),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
