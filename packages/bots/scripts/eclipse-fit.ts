/**
 * Fits the weights of Eclipse's search evaluation to game outcomes (issue 37): plays 2-player
 * heuristic games (each move random with probability `eps`, for variety), records the feature
 * differences (seat 0 minus seat 1, src/eclipse/features.ts) at every `every`-th decision with the
 * final winner, and fits a logistic regression (no intercept: the seats are symmetric; L2 on the
 * weights) by Newton's method. The first fifth of the games is held out to report the log loss
 * of the fitted weights and of the hand-set evaluation. Prints the weights (logit per unit).
 *
 *   node --import tsx packages/bots/scripts/eclipse-fit.ts [games=200] [seed=fit] [eps=0.05] [every=4]
 */
import { type EclipseAction, type EclipseState, eclipse } from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { evaluateEclipse } from "../src/eclipse/evaluate";
import { FEATURES, featuresOf } from "../src/eclipse/features";
import { heuristicFor } from "../src/registry";
import "../src/eclipse/index";

const games = Number(process.argv[2] ?? 200);
const seed = process.argv[3] ?? "fit";
const eps = Number(process.argv[4] ?? 0.05);
const every = Number(process.argv[5] ?? 4);
const heuristic = heuristicFor("eclipse");
const k = FEATURES.length;

interface Row {
  x: number[];
  y: number;
  hand: number;
  game: number;
}
const rows: Row[] = [];
for (let g = 0; g < games; g++) {
  let s = eclipse.setup(eclipse.defaultOptions(2), `${seed}-${g}`);
  const rng = Rng.fromSeed(`${seed}-${g}-bots`);
  const sampled: { x: number[]; hand: number }[] = [];
  let n = 0;
  while (eclipse.pending(s).length > 0) {
    const seat = eclipse.pending(s)[0]!.player;
    const legalActions = eclipse.legalActions(s, seat);
    if (legalActions.length > 1 && s.step.kind === "turn" && n++ % every === 0) {
      const a = featuresOf(s, 0);
      const b = featuresOf(s, 1);
      sampled.push({ x: a.map((v, i) => v - b[i]!), hand: evaluateEclipse(s)[0]! });
    }
    const move =
      legalActions.length > 1 && rng.next() < eps
        ? legalActions[rng.index(legalActions.length)]!
        : (heuristic.choose({
            ruleset: eclipse,
            seat,
            view: eclipse.view(s, seat),
            decisions: [],
            legalActions,
            rng,
          }) as EclipseAction);
    s = eclipse.apply(s, seat, move);
  }
  const out = eclipse.outcome(s as EclipseState);
  if (!out || out.winners.length !== 1) continue;
  const y = out.winners[0] === 0 ? 1 : 0;
  for (const r of sampled) rows.push({ ...r, y, game: g });
}

const test = rows.filter((r) => r.game < games / 5);
const train = rows.filter((r) => r.game >= games / 5);
const sig = (z: number) => 1 / (1 + Math.exp(-z));
function fit(data: Row[], lambda: number): number[] {
  let w = new Array<number>(k).fill(0);
  for (let it = 0; it < 30; it++) {
    const grad = new Array<number>(k).fill(0);
    const H = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const r of data) {
      const p = sig(r.x.reduce((a, v, i) => a + v * w[i]!, 0));
      for (let i = 0; i < k; i++) {
        grad[i]! += (p - r.y) * r.x[i]!;
        for (let j = 0; j < k; j++) H[i]![j]! += p * (1 - p) * r.x[i]! * r.x[j]!;
      }
    }
    for (let i = 0; i < k; i++) {
      grad[i]! += lambda * w[i]!;
      H[i]![i]! += lambda;
    }
    // Solve H d = grad (Gaussian elimination).
    const A = H.map((row, i) => [...row, grad[i]!]);
    for (let c = 0; c < k; c++) {
      let piv = c;
      for (let r = c + 1; r < k; r++) if (Math.abs(A[r]![c]!) > Math.abs(A[piv]![c]!)) piv = r;
      [A[c], A[piv]] = [A[piv]!, A[c]!];
      for (let r = 0; r < k; r++) {
        if (r === c || A[c]![c] === 0) continue;
        const f = A[r]![c]! / A[c]![c]!;
        for (let j = c; j <= k; j++) A[r]![j]! -= f * A[c]![j]!;
      }
    }
    const d = A.map((row, i) => (row[i] === 0 ? 0 : row[k]! / row[i]!));
    w = w.map((v, i) => v - d[i]!);
  }
  return w;
}
const loss = (data: Row[], pred: (r: Row) => number) =>
  data.reduce((a, r) => {
    const p = Math.min(1 - 1e-9, Math.max(1e-9, pred(r)));
    return a - (r.y * Math.log(p) + (1 - r.y) * Math.log(1 - p));
  }, 0) / data.length;
const w = fit(train, 1);
const dot = (r: Row) => sig(r.x.reduce((a, v, i) => a + v * w[i]!, 0));
console.log(
  JSON.stringify({
    games,
    rows: rows.length,
    test: test.length,
    lossFitted: loss(test, dot),
    lossHand: loss(test, (r) => r.hand),
    lossConst: loss(test, () => 0.5),
    weights: Object.fromEntries(FEATURES.map((f, i) => [f, Math.round(w[i]! * 1000) / 1000])),
    weightsAll: Object.fromEntries(FEATURES.map((f, i) => [f, Math.round(fit(rows, 1)[i]! * 1000) / 1000])),
  }),
);
