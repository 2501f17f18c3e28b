/**
 * Fits Eclipse evaluation weights to games' outcomes (issue 37): plays heuristic-vs-heuristic
 * two-player games and records, at the first state of each round after the first (where the
 * search's rollouts stop and its leaves are scored), both seats' `eclipseFeatures` and who won in
 * the end. Fits a logistic regression of "seat 0 wins" on the feature differences, and one on the
 * hand-set evaluation's worth difference alone (its scale refitted); prints the weights, their
 * standard errors, and the log loss and accuracy on held-out games (every fifth), beside the
 * hand-set evaluation's own (`evaluateEclipse`, a win probability in two-player games).
 *
 *   node --import tsx packages/bots/scripts/eclipse-fit-eval.ts [games=500] [seed=efit] [rounds=from,to]
 *
 * `rounds` keeps only the rows of those rounds (e.g. 2,5 for the early game); default all.
 */
import { eclipse } from "@koprulu/eclipse";
import { evaluateEclipse, worthOf } from "../src/eclipse/evaluate";
import { ECLIPSE_FEATURES, eclipseFeatures } from "../src/eclipse/features";
import { heuristicGame } from "../src/eclipse/heuristic-games.testing";
import { type FitRow, fitLogistic, predict, scoreFit } from "./logistic-fit";

const games = Number(process.argv[2] ?? 500);
const seed = process.argv[3] ?? "efit";
const [fromRound, toRound] = (process.argv[4] ?? "1,99").split(",").map(Number) as [number, number];

interface Row extends FitRow {
  /** The hand-set evaluation's worth difference (seat 0 minus seat 1). */
  worth: number;
  /** The hand-set evaluation's seat-0 value. */
  current: number;
  round: number;
  game: number;
}

const rows: Row[] = [];
let decided = 0;
const t0 = Date.now();
for (let g = 0; g < games; g++) {
  // The game's setup seed is `${seed}-${g}`, the bots' random stream `${seed}-${g}/bots`.
  const states = heuristicGame(`${seed}-${g}`, 2);
  const sampled: Omit<Row, "y">[] = [];
  for (let i = 1; i < states.length; i++) {
    const s = states[i]!;
    if (s.round === states[i - 1]!.round || s.round < fromRound || s.round > toRound) continue;
    if (eclipse.outcome(s) !== null) continue;
    const f0 = eclipseFeatures(s, 0);
    const f1 = eclipseFeatures(s, 1);
    sampled.push({
      x: f0.map((f, i) => f - f1[i]!),
      worth: worthOf(s, 0) - worthOf(s, 1),
      current: evaluateEclipse(s)[0]!,
      round: s.round,
      game: g,
    });
  }
  const winners = eclipse.outcome(states[states.length - 1]!)?.winners ?? [];
  if (winners.length === 1) {
    decided++;
    for (const r of sampled) rows.push({ ...r, y: winners[0] === 0 ? 1 : 0 });
  }
  if ((g + 1) % 25 === 0 || g + 1 === games) {
    const bar = "#".repeat(Math.round((20 * (g + 1)) / games)).padEnd(20, ".");
    process.stderr.write(`\r[${bar}] ${g + 1}/${games} games, ${Math.round((Date.now() - t0) / 1000)} s`);
  }
}
process.stderr.write("\n");

const train = rows.filter((r) => r.game % 5 !== 0);
const test = rows.filter((r) => r.game % 5 === 0);
const full = fitLogistic(train);
const scaleOnly = fitLogistic(train.map((r) => ({ x: [r.worth], y: r.y })));
const round = (v: number) => +v.toFixed(4);
console.log(
  JSON.stringify({
    games,
    decided,
    seed,
    rounds: [fromRound, toRound],
    features: Object.fromEntries(
      ECLIPSE_FEATURES.map((f, i) => [f, { weight: round(full.weights[i]!), se: round(full.se[i]!) }]),
    ),
    // 1/SCALE of the hand-set evaluation is 0.25.
    worthSlope: { weight: round(scaleOnly.weights[0]!), se: round(scaleOnly.se[0]!) },
    test: {
      fitted: scoreFit(test, (r) => predict(full.weights, r.x)),
      worthRefitted: scoreFit(test, (r) => predict(scaleOnly.weights, [r.worth])),
      current: scoreFit(test, (r) => r.current),
    },
    train: scoreFit(train, (r) => predict(full.weights, r.x)),
  }),
);
