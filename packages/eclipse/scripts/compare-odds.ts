/**
 * The full comparison: exact odds vs 200,000-sample Monte Carlo on the 10 named positions
 * (heuristic policy, the one both can play), within 0.3 percentage points; and the calculator's
 * figures on S1–S7 for both policies. Too slow for the test suite (about 2M simulated battles).
 * Run: node --import tsx packages/eclipse/scripts/compare-odds.ts [samples]
 */
import { eclipseOdds, scenarios } from "../src/index";

const samples = Number(process.argv[2] ?? 200_000);
const pts = (p: number) => Number((p * 100).toFixed(3));
let worst = 0;
const rows = scenarios().map((s) => {
  const optimal = eclipseOdds(s.position, "optimal");
  const heuristic = eclipseOdds(s.position, "heuristic");
  const mc = eclipseOdds(s.position, "heuristic", { monteCarlo: true, samples, seed: `compare-${s.id}` });
  const diff = Math.abs(mc.attacker - heuristic.attacker) * 100;
  worst = Math.max(worst, diff);
  return {
    id: s.id,
    title: s.title,
    optimal: { attacker: pts(optimal.attacker), defender: pts(optimal.defender), exact: optimal.exact },
    heuristic: {
      attacker: pts(heuristic.attacker),
      defender: pts(heuristic.defender),
      exact: heuristic.exact,
    },
    monteCarloHeuristic: { attacker: pts(mc.attacker), samples },
    diffPoints: Number(diff.toFixed(3)),
  };
});
console.log(
  JSON.stringify(
    { samples, worstDiffPoints: Number(worst.toFixed(3)), within03: worst <= 0.3, rows },
    null,
    2,
  ),
);
process.exitCode = worst <= 0.3 ? 0 : 1;
