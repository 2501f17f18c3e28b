/**
 * Issue 37 (session sc39): fits the StarCraft search evaluation's weights to game outcomes.
 * Plays two-player HeuristicBot games, records `searchFeatures` of the deciding seat's view at
 * sampled decisions with the final winner, and fits a logistic regression of "seat 0 wins" on
 * the features' difference (seat 0 − seat 1), without intercept and with each sample mirrored
 * (so the fitted value is symmetric). Reports held-out log loss and accuracy (games split by
 * index) for the fit and for the current evaluation (`evaluate`), then the weights.
 *
 *   node --import tsx packages/bots/scripts/starcraft-fit-eval.ts [games=200] [seed=fit39] [sample=0.15] [bw]
 *
 * Environment: SAVE=file writes the samples, SAMPLES=file fits those instead of playing; DROP=i,j holds
 * features at 0; NONNEG=i,j (default 1–10) holds those at 0 when they fit negative. Feature 13 is the
 * material evaluation's difference (`materialScores`), for comparison.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { Rng } from "@koprulu/engine";
import type { StarcraftState } from "@koprulu/starcraft";
import { playGame } from "../src/play";
import { createBot } from "../src/registry";
import { loadRuleset } from "../src/rulesets";
import {
  evaluate,
  materialScores,
  SEARCH_FEATURES,
  SEARCH_WEIGHTS,
  searchFeatures,
} from "../src/starcraft/evaluate";
import type { Bot, BotInput } from "../src/types";
import { solveLinear } from "./linear-solve";
import { twoPlayerOptions } from "./two-player-options";

const games = Number(process.argv[2] ?? 200);
const seed = process.argv[3] ?? "fit39";
const sample = Number(process.argv[4] ?? 0.15);
const bw = process.argv[5] === "bw";
const ruleset = await loadRuleset("starcraft");
const options = twoPlayerOptions(ruleset, bw);

interface Row {
  game: number;
  x: number[];
  old: number;
  y: number;
}
const rows: Row[] = [];
const pick = Rng.fromSeed(`${seed}/sample`);
const f = [new Array<number>(SEARCH_FEATURES).fill(0), new Array<number>(SEARCH_FEATURES).fill(0)];
let current: Row[] = [];
const heuristic = createBot("heuristic", "starcraft");
const spy: Bot = {
  name: "heuristic",
  choose(input: BotInput) {
    if (pick.next() < sample) {
      const v = input.view as StarcraftState;
      if (v.phase !== "setup") {
        searchFeatures(v, f);
        const m = materialScores(v);
        const x = f[0].map((a, i) => a - f[1][i]);
        // Last: the current evaluation's material difference (the heuristic's yardstick).
        x.push(m[0] - m[1]);
        current.push({ game: -1, x, old: evaluate(v)[0], y: 0 });
      }
    }
    return heuristic.choose(input);
  },
};
// SAMPLES=file: read the samples from a file written by an earlier run (SAVE=file) instead of playing.
if (process.env.SAMPLES) rows.push(...(JSON.parse(readFileSync(process.env.SAMPLES, "utf8")) as Row[]));
else {
  let done = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    current = [];
    const r = playGame(ruleset, [spy, spy], `${seed}-${g}`, { options });
    const w = r.outcome?.winners ?? [];
    if (w.length !== 1) continue;
    for (const row of current) {
      row.game = g;
      row.y = w[0] === 0 ? 1 : 0;
      rows.push(row);
    }
    done++;
  }
  console.log(
    `${done} decided games of ${games}, ${rows.length} samples, ${((performance.now() - t0) / 1000 / games).toFixed(2)} s a game`,
  );

  if (process.env.SAVE) writeFileSync(process.env.SAVE, JSON.stringify(rows));
}

// Standardize, fit by Newton's method with a small ridge, held-out = every fifth game.
const train = rows.filter((r) => r.game % 5 !== 0);
const test = rows.filter((r) => r.game % 5 === 0);
const k = SEARCH_FEATURES + 1;
const scale = new Array<number>(k).fill(0);
for (const r of train) for (let i = 0; i < k; i++) scale[i] += r.x[i] * r.x[i];
for (let i = 0; i < k; i++) scale[i] = Math.sqrt(scale[i] / train.length) || 1;
const sig = (z: number) => 1 / (1 + Math.exp(-z));
// Features whose weight must not be negative (investments: an outcome fit on self-play reads
// "who spent more lost", which would teach the search never to build): fixed at 0 when negative.
const nonNegative = new Set(
  (process.env.NONNEG ?? "1,2,3,4,5,6,7,8,9,10").split(",").filter(Boolean).map(Number),
);
const fixed = new Set((process.env.DROP ?? "").split(",").filter(Boolean).map(Number));
let w = new Array<number>(k).fill(0);
const lambda = 1;
for (let round = 0; round < k; round++) {
  w = fit(fixed);
  const neg = [...nonNegative].filter((i) => !fixed.has(i) && w[i] < 0);
  if (neg.length === 0) break;
  // Fix the most negative one and refit.
  neg.sort((a, b) => w[a] - w[b]);
  fixed.add(neg[0]);
}
console.log(`fixed at 0: ${[...fixed].join(",") || "none"}`);

function fit(zero: Set<number>): number[] {
  let w = new Array<number>(k).fill(0);
  for (let it = 0; it < 30; it++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const r of train) {
      for (const sign of [1, -1]) {
        const x = r.x.map((v, i) => (zero.has(i) ? 0 : (sign * v) / scale[i]));
        const y = sign === 1 ? r.y : 1 - r.y;
        const pr = sig(x.reduce((a, v, i) => a + v * w[i], 0));
        for (let i = 0; i < k; i++) {
          grad[i] += (pr - y) * x[i];
          for (let j = 0; j < k; j++) hess[i][j] += pr * (1 - pr) * x[i] * x[j];
        }
      }
    }
    for (let i = 0; i < k; i++) {
      grad[i] += lambda * w[i];
      hess[i][i] += lambda;
    }
    const step = solveLinear(hess, grad);
    w = w.map((v, i) => v - step[i]);
  }
  return w;
}
const weights = w.map((v, i) => v / scale[i]);
const score = (r: Row) => sig(r.x.reduce((a, v, i) => a + v * weights[i], 0));
report("fitted", test, score);
report("current evaluate", test, (r) => r.old);
// The weights in use (SEARCH_WEIGHTS; the material feature 13 at 0) on the same held-out games.
report("searchEvaluate", test, (r) => sig(r.x.reduce((a, v, i) => a + v * (SEARCH_WEIGHTS[i] ?? 0), 0)));
report("fitted (train)", train, score);
console.log(`weights: [${weights.map((v) => v.toFixed(4)).join(", ")}]`);

function report(name: string, set: Row[], p: (r: Row) => number): void {
  let ll = 0;
  let acc = 0;
  for (const r of set) {
    const q = Math.min(1 - 1e-6, Math.max(1e-6, p(r)));
    ll -= r.y * Math.log(q) + (1 - r.y) * Math.log(1 - q);
    if ((q > 0.5 ? 1 : 0) === r.y) acc++;
  }
  console.log(
    `${name.padEnd(18)} n=${set.length} logloss=${(ll / set.length).toFixed(4)} accuracy=${(acc / set.length).toFixed(3)}`,
  );
}
