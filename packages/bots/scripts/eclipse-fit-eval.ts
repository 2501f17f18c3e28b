/**
 * Fits Eclipse evaluation weights to games' outcomes (issue 37): plays heuristic-vs-heuristic
 * two-player games and records, at the first state of each round after the first (where the
 * search's rollouts stop and its leaves are scored), both seats' `eclipseFeatures` and who won in
 * the end. Fits a logistic regression of "seat 0 wins" on the feature differences, one on the
 * hand-set evaluation's worth difference alone (its scale refitted), and one with a constant term
 * for seat 0's own advantage; prints the weights, their standard errors, and the log loss and
 * accuracy on held-out games (every fifth), beside the hand-set evaluation's own
 * (`evaluateEclipse`, a win probability in two-player games), and the worth's slope round by round.
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
// With a constant term too: seat 0 (who starts round 1) may win more or less often whatever the
// features say, and without it that advantage would load onto the features that go with the seat.
const withSeat = fitLogistic(train.map((r) => ({ x: [1, ...r.x], y: r.y })));
const round = (v: number) => +v.toFixed(4);
// The worth difference's slope fitted round by round, and how well the hand-set evaluation and
// that slope predict the held-out games of the round: where the hand-set scale misleads.
const byRound = Object.fromEntries(
  [...new Set(rows.map((r) => r.round))]
    .sort((a, b) => a - b)
    .map((n) => {
      const fit = fitLogistic(train.filter((r) => r.round === n).map((r) => ({ x: [r.worth], y: r.y })));
      const held = test.filter((r) => r.round === n);
      return [
        n,
        {
          worthSlope: { weight: round(fit.weights[0]!), se: round(fit.se[0]!) },
          refitted: scoreFit(held, (r) => predict(fit.weights, [r.worth])),
          current: scoreFit(held, (r) => r.current),
        },
      ];
    }),
);
console.log(
  JSON.stringify({
    games,
    decided,
    seed,
    rounds: [fromRound, toRound],
    features: Object.fromEntries(
      ECLIPSE_FEATURES.map((f, i) => [f, { weight: round(full.weights[i]!), se: round(full.se[i]!) }]),
    ),
    seat0Wins: round(rows.filter((r) => r.y === 1).length / Math.max(1, rows.length)),
    withSeat: Object.fromEntries(
      ["seat0", ...ECLIPSE_FEATURES].map((f, i) => [
        f,
        { weight: round(withSeat.weights[i]!), se: round(withSeat.se[i]!) },
      ]),
    ),
    // 1/SCALE of the hand-set evaluation is 0.25.
    worthSlope: { weight: round(scaleOnly.weights[0]!), se: round(scaleOnly.se[0]!) },
    test: {
      fitted: scoreFit(test, (r) => predict(full.weights, r.x)),
      worthRefitted: scoreFit(test, (r) => predict(scaleOnly.weights, [r.worth])),
      withSeat: scoreFit(test, (r) => predict(withSeat.weights, [1, ...r.x])),
      current: scoreFit(test, (r) => r.current),
    },
    train: scoreFit(train, (r) => predict(full.weights, r.x)),
    byRound,
  }),
);
