/**
 * `eclipseOdds`: the chances of a battle position, exact by dynamic programming (solver.ts) up to a
 * state budget, Monte Carlo (monte-carlo.ts) beyond it, saying which.
 */
import { BudgetExceeded } from "./battle-groups";
import { monteCarlo } from "./monte-carlo";
import type { OddsPosition } from "./position";
import { solveExact } from "./solver";
import type { PolicyId } from "./targeting";

export { activationOrder, type Vec } from "./battle-groups";
export { monteCarlo } from "./monte-carlo";
export { createSolver, type Solver, solveExact } from "./solver";

export interface OddsOptions {
  /** Most DP states before giving up exactness (default 400,000). */
  stateBudget?: number;
  /** Monte Carlo samples when the budget is exceeded (default 100,000). */
  samples?: number;
  seed?: string;
  /** Force Monte Carlo (for comparisons). */
  monteCarlo?: boolean;
}

export interface OddsResult {
  /** Probability that only the attacker's ships are left. */
  attacker: number;
  defender: number;
  /** Both sides gone: impossible in a two-sided Eclipse battle (volleys are sequential); kept for the shared report. */
  bothDestroyed: number;
  exact: boolean;
  /** Monte Carlo samples (0 when exact). */
  samples: number;
  /** DP states solved (0 for Monte Carlo). */
  states: number;
  /** The policy asked for, and what the player sides actually used (Monte Carlo cannot play `optimal`). */
  policy: PolicyId;
  policyUsed: PolicyId;
  expectedLosses: { attacker: number; defender: number };
}

/**
 * The odds of a battle position under a targeting policy for the player sides (Ancients and the
 * GCDS always follow their own rule, E-D4). Exact by DP up to `stateBudget` states; when `optimal`
 * is too large, the heuristic solved exactly; else Monte Carlo with the heuristic (the optimal
 * policy needs the exact solution). `exact` and `policyUsed` say which happened.
 */
export function eclipseOdds(
  position: OddsPosition,
  policy: PolicyId = "optimal",
  options: OddsOptions = {},
): OddsResult {
  const budget = options.stateBudget ?? 400_000;
  // Optimal first (if asked); when it is too large, the heuristic may still be solvable exactly
  // (its state space is much smaller); Monte Carlo only after that.
  const exactPolicies: PolicyId[] = policy === "optimal" ? ["optimal", "heuristic"] : [policy];
  for (const used of options.monteCarlo ? [] : exactPolicies) {
    try {
      const { value, states } = solveExact(position, used, budget);
      return {
        attacker: value[0],
        defender: 1 - value[0],
        bothDestroyed: 0,
        exact: true,
        samples: 0,
        states,
        policy,
        policyUsed: used,
        expectedLosses: { attacker: value[1], defender: value[2] },
      };
    } catch (e) {
      if (!(e instanceof BudgetExceeded)) throw e;
    }
  }
  const samples = options.samples ?? 100_000;
  const v = monteCarlo(position, samples, options.seed ?? "eclipse-odds");
  return {
    attacker: v[0],
    defender: 1 - v[0],
    bothDestroyed: 0,
    exact: false,
    samples,
    states: 0,
    policy,
    policyUsed: "heuristic",
    expectedLosses: { attacker: v[1], defender: v[2] },
  };
}
