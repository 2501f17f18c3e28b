/**
 * The full exact-vs-Monte-Carlo check of issue 15: on the 10 positions of the odds test, Monte
 * Carlo with 200,000 samples must agree with the exact odds within 0.3 percentage points.
 * Too slow for the test suite (about a minute); run it by hand:
 *
 *   node --import tsx packages/starcraft-lite/perf/odds-agreement.ts [samples]
 *
 * Prints one JSON line per position and a summary; exits 1 if any figure is off by more.
 */

import { AGREEMENT_POSITIONS } from "../src/battle/agreement-positions";
import { liteOdds } from "../src/battle/odds";

const samples = Number(process.argv[2] ?? 200_000);
let worst = 0;
const t0 = performance.now();
for (const [i, make] of AGREEMENT_POSITIONS.entries()) {
  const input = make();
  const exact = liteOdds(input);
  const mc = liteOdds(input, undefined, { method: "monte-carlo", samples, seed: `agreement-${i}` });
  const diff = Math.max(
    ...(["attacker", "defender", "bothDestroyed"] as const).map((k) => Math.abs(exact[k] - mc[k]) * 100),
  );
  worst = Math.max(worst, diff);
  console.log(
    JSON.stringify({
      position: i,
      attacker: [input.attacker.units.map((u) => u.type)],
      defender: [input.defender.units.map((u) => u.type)],
      exact: { attacker: exact.attacker, defender: exact.defender, bothDestroyed: exact.bothDestroyed },
      monteCarlo: { attacker: mc.attacker, defender: mc.defender, bothDestroyed: mc.bothDestroyed },
      maxDiffPoints: Number(diff.toFixed(3)),
    }),
  );
}
console.log(
  JSON.stringify({
    samples,
    positions: AGREEMENT_POSITIONS.length,
    worstDiffPoints: Number(worst.toFixed(3)),
    limitPoints: 0.3,
    seconds: Math.round((performance.now() - t0) / 1000),
  }),
);
process.exitCode = worst <= 0.3 ? 0 : 1;
