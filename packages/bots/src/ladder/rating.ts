/**
 * Elo ratings from a round robin, fitted all at once (Bradley–Terry maximum likelihood on the
 * Elo scale) rather than updated game by game: the result does not depend on the order the
 * games were played in, and the fit gives each rating a standard error.
 *
 * - Model: bot i scores against bot j with expectation 1 / (1 + 10^((Rj − Ri) / 400)); a win
 *   scores 1, a draw ½, a loss 0.
 * - Prior: every pair that met gets one virtual draw (as BayesElo's "prior draws"), so a bot
 *   that won every game has a finite rating; over tens of games it moves ratings very little.
 * - Scale: the ratings average 1500 (only differences mean anything).
 * - Intervals: ±1.96 standard errors, from the inverse of the likelihood's curvature (Fisher
 *   information) under the same average-1500 constraint (its pseudo-inverse).
 */

/** Games between two bots, from the first one's side. */
export interface PairResult {
  a: number;
  b: number;
  /** Games a won, drew and lost against b. */
  wins: number;
  draws: number;
  losses: number;
}

export interface Rating {
  elo: number;
  /** 95% interval of the rating. */
  ci95: [number, number];
  /** Standard error in Elo points. */
  se: number;
}

const ELO_SCALE = 400 / Math.LN10;
/** Virtual draws added to every pair that met. */
export const PRIOR_DRAWS = 1;

/** The expected score of a player rated `ra` against one rated `rb`. */
export function expectedScore(ra: number, rb: number): number {
  return 1 / (1 + 10 ** ((rb - ra) / 400));
}

/** Fits ratings to `n` bots' pairwise results. */
export function fitRatings(n: number, results: PairResult[]): Rating[] {
  // Games and score of every ordered pair (the prior's virtual draws included).
  const games = square(n);
  const score = new Array<number>(n).fill(0);
  for (const r of results) {
    const total = r.wins + r.draws + r.losses;
    if (r.a === r.b || total === 0) continue;
    const g = total + PRIOR_DRAWS;
    games[r.a][r.b] += g;
    games[r.b][r.a] += g;
    const sa = r.wins + 0.5 * r.draws + 0.5 * PRIOR_DRAWS;
    score[r.a] += sa;
    score[r.b] += g - sa;
  }
  // Minorization–maximization (Hunter 2004) on strengths γ = e^θ; it converges for any
  // connected set of pairs (the virtual draws keep every strength positive).
  let gamma = new Array<number>(n).fill(1);
  for (let iter = 0; iter < 10_000; iter++) {
    const next = gamma.map((gi, i) => {
      let denom = 0;
      for (let j = 0; j < n; j++) if (games[i][j] > 0) denom += games[i][j] / (gi + gamma[j]);
      return denom > 0 ? score[i] / denom : gi;
    });
    // Keep the geometric mean at 1 (θ averages 0).
    const logMean = next.reduce((s, x) => s + Math.log(x), 0) / n;
    const scaled = next.map((x) => x / Math.exp(logMean));
    const change = Math.max(...scaled.map((x, i) => Math.abs(Math.log(x / gamma[i]))));
    gamma = scaled;
    if (change < 1e-10) break;
  }
  const theta = gamma.map((x) => Math.log(x));
  // Fisher information in θ: a graph Laplacian weighted by n_ij·p_ij·(1 − p_ij).
  const info = square(n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      if (i === j || games[i][j] === 0) continue;
      const p = 1 / (1 + Math.exp(theta[j] - theta[i]));
      const w = games[i][j] * p * (1 - p);
      info[i][j] -= w;
      info[i][i] += w;
    }
  const cov = laplacianPseudoInverse(info);
  return theta.map((t, i) => {
    const elo = 1500 + t * ELO_SCALE;
    const se = Math.sqrt(Math.max(0, cov[i][i])) * ELO_SCALE;
    return { elo, se, ci95: [elo - 1.96 * se, elo + 1.96 * se] };
  });
}

function square(n: number): number[][] {
  return Array.from({ length: n }, () => new Array<number>(n).fill(0));
}

/**
 * Pseudo-inverse of a connected graph's Laplacian L (null space: the constant vector):
 * (L + J/n)⁻¹ − J/n, with J the all-ones matrix.
 */
export function laplacianPseudoInverse(l: number[][]): number[][] {
  const n = l.length;
  const m = l.map((row) => row.map((x) => x + 1 / n));
  const inv = invert(m);
  return inv.map((row) => row.map((x) => x - 1 / n));
}

/** Gauss–Jordan inverse with partial pivoting (the matrices here are a few bots wide). */
export function invert(m: number[][]): number[][] {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
    if (Math.abs(a[pivot][col]) < 1e-12) throw new Error("ratings: the results do not connect every bot");
    [a[col], a[pivot]] = [a[pivot], a[col]];
    const d = a[col][col];
    for (let k = 0; k < 2 * n; k++) a[col][k] /= d;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r][col];
      if (f !== 0) for (let k = 0; k < 2 * n; k++) a[r][k] -= f * a[col][k];
    }
  }
  return a.map((row) => row.slice(n));
}
