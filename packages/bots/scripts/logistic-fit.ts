/**
 * Logistic regression without an intercept, for the evaluation-fitting scripts (issue 37): rows of
 * feature differences (seat 0 minus seat 1) and whether seat 0 won. No intercept, because the
 * model must be antisymmetric in the seats. Newton–Raphson with an L2 penalty `lambda`; a few
 * features only, no dependency for it.
 */
import { solveLinear } from "./linear-solve";

export interface FitRow {
  x: number[];
  /** 1 when seat 0 won, 0 when seat 1 did. */
  y: number;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const dot = (w: number[], x: number[]) => w.reduce((a, wi, i) => a + wi * x[i]!, 0);

/** The weights and their standard errors (from the penalised Hessian's inverse). */
export function fitLogistic(rows: FitRow[], lambda = 1): { weights: number[]; se: number[] } {
  const k = rows[0]?.x.length ?? 0;
  let w = new Array<number>(k).fill(0);
  let H: number[][] = [];
  for (let it = 0; it < 50; it++) {
    const grad = w.map((wi) => lambda * wi);
    H = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => (i === j ? lambda : 0)));
    for (const r of rows) {
      const p = sigmoid(dot(w, r.x));
      for (let i = 0; i < k; i++) {
        grad[i]! += (p - r.y) * r.x[i]!;
        for (let j = 0; j < k; j++) H[i]![j]! += p * (1 - p) * r.x[i]! * r.x[j]!;
      }
    }
    const step = solveLinear(H, grad);
    w = w.map((wi, i) => wi - step[i]!);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  const se = w.map((_, j) => {
    const unit = Array.from({ length: k }, (_, i) => (i === j ? 1 : 0));
    return Math.sqrt(Math.max(0, solveLinear(H, unit)[j]!));
  });
  return { weights: w, se };
}

/** Mean log loss and accuracy of win probabilities `p(row)` for seat 0 on `rows`. */
export function scoreFit<R extends FitRow>(rows: R[], p: (r: R) => number) {
  let ll = 0;
  let ok = 0;
  for (const r of rows) {
    const q = Math.min(1 - 1e-9, Math.max(1e-9, p(r)));
    ll -= r.y ? Math.log(q) : Math.log(1 - q);
    if ((q > 0.5 ? 1 : 0) === r.y) ok++;
  }
  return {
    n: rows.length,
    logLoss: +(ll / rows.length).toFixed(4),
    accuracy: +(ok / rows.length).toFixed(3),
  };
}

/** Seat 0's win probability under weights `w` for a row. */
export const predict = (w: number[], x: number[]) => sigmoid(dot(w, x));
