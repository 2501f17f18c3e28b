/**
 * The conformance suite for Vitest: `runConformance(ruleset, options)` inside a ruleset's
 * test file declares one test per property (see CHECKS in ./check), all fed by one seeded
 * run of random games. A property the ruleset never exercises (no simultaneous decision, no
 * determinize) shows as a skipped test with the reason, never as a silent pass.
 *
 *   // examples/rps/src/rps.conformance.test.ts
 *   import { runConformance } from "@koprulu/engine/conformance";
 *   runConformance(rps, { games: 40 });
 *
 * Golden playthroughs (recorded games whose replay must keep its hash) are in ./golden.
 */
import type { ActionBase, Ruleset } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import {
  CHECKS,
  type CheckName,
  type ConformanceOptions,
  type ConformanceReport,
  checkConformance,
  formatFailure,
} from "./check";

export type { CheckName, ConformanceFailure, ConformanceOptions, ConformanceReport } from "./check";
export { CHECKS, checkConformance, formatFailure, mutate } from "./check";
export { checkGolden, type GoldenPolicy, recordGolden } from "./golden";
export { findUndefined } from "./undefined-scan";

export function runConformance<S>(
  ruleset: Ruleset<S, ActionBase, unknown, unknown>,
  opts: ConformanceOptions<S> = {},
): void {
  describe(`conformance: ${ruleset.id}`, () => {
    let report: ConformanceReport | undefined;
    const get = (): ConformanceReport => {
      report ??= checkConformance(ruleset, opts);
      return report;
    };
    it("plays the requested number of random games, some to their end", () => {
      const r = get();
      expect(r.games).toBe(opts.games ?? 20);
      expect(r.actions).toBeGreaterThan(0);
      expect(r.finished).toBeGreaterThan(0);
    });
    for (const check of Object.keys(CHECKS) as CheckName[]) {
      it(CHECKS[check], (ctx) => {
        const r = get();
        const failures = r.failures.filter((f) => f.check === check).map(formatFailure);
        expect(failures).toEqual([]);
        if (r.checked[check] === 0) ctx.skip(`not applicable to ${ruleset.id}: never exercised`);
      });
    }
  });
}
