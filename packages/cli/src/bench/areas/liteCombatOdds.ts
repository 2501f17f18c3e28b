/**
 * StarCraft Lite battle odds: how long the exact method takes (median of 9 runs after 3 warm-ups) on a fixed set
 * of positions, headed by a 6-against-6 battle (goal: under 100 ms), and how many Monte Carlo
 * battles per second the same round code plays.
 */
import { type LiteBattleInput, liteOdds } from "@koprulu/starcraft-lite";
import { liteBattle, liteSide, sixAgainstSix } from "@koprulu/starcraft-lite/battle-testing";
import type { BenchArea } from "../../commands/bench";

const T = (t: string) => `terran-${t}`;
const Z = (t: string) => `zerg-${t}`;
const P = (t: string) => `protoss-${t}`;

export const LITE_BENCH_POSITIONS: Record<string, () => LiteBattleInput> = {
  "6v6 terran-zerg": sixAgainstSix,
  "6v6 protoss-terran (repair, bunker)": () =>
    liteBattle(
      liteSide(0, "protoss", [P("zealot"), P("zealot"), P("dragoon"), P("dragoon"), P("archon"), P("scout")]),
      liteSide(
        1,
        "terran",
        [T("marine"), T("marine"), T("goliath"), T("goliath"), T("siege-tank"), T("wraith")],
        {
          baseInArea: true,
          workers: 2,
          modules: [T("bunker")],
        },
      ),
    ),
  "4v4 cloaked zerglings": () =>
    liteBattle(
      liteSide(0, "zerg", [Z("zergling"), Z("zergling"), Z("hydralisk"), Z("hydralisk")], {
        upgrades: [Z("zergling")],
      }),
      liteSide(1, "terran", [T("marine"), T("marine"), T("firebat"), T("vulture")]),
    ),
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

export default {
  name: "liteCombatOdds",
  async run() {
    const perPosition: Record<
      string,
      { exactMsMedian: number; exactCpuMsMedian: number; states: number; attacker: number }
    > = {};
    for (const [name, make] of Object.entries(LITE_BENCH_POSITIONS)) {
      const input = make();
      // Warm-up: the odds serve repeated questions in one process, so the JIT-compiled speed counts.
      for (let i = 0; i < 3; i++) liteOdds(input, undefined, { method: "exact" });
      const times: number[] = [];
      const cpuTimes: number[] = [];
      let r = liteOdds(input, undefined, { method: "exact" });
      for (let i = 0; i < 9; i++) {
        const t0 = performance.now();
        const cpu0 = process.cpuUsage();
        r = liteOdds(input, undefined, { method: "exact" });
        times.push(performance.now() - t0);
        const cpu = process.cpuUsage(cpu0);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
      }
      perPosition[name] = {
        exactMsMedian: Number(median(times).toFixed(1)),
        exactCpuMsMedian: Number(median(cpuTimes).toFixed(1)),
        states: r.states,
        attacker: Number(r.attacker.toFixed(4)),
      };
    }
    const six = LITE_BENCH_POSITIONS["6v6 terran-zerg"]();
    const samples = 20_000;
    liteOdds(six, undefined, { method: "monte-carlo", samples: 1000, seed: "warm-up" });
    const t0 = performance.now();
    liteOdds(six, undefined, { method: "monte-carlo", samples, seed: "bench" });
    const mcMs = performance.now() - t0;
    // The headline is the harder 6-against-6 battle (95 positions; the other one needs only 17).
    const headline = "6v6 protoss-terran (repair, bunker)";
    return {
      exactMsMedian: perPosition[headline].exactMsMedian,
      // CPU time of this process: closer to the code's own cost on a shared, loaded machine.
      exactCpuMsMedian: perPosition[headline].exactCpuMsMedian,
      exactPosition: headline,
      goalExactMs: 100,
      mcSamplesPerSec: Math.round((samples / mcMs) * 1000),
      mcPosition: "6v6 terran-zerg",
      positions: perPosition,
    };
  },
} satisfies BenchArea;
