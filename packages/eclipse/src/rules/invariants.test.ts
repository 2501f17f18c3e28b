import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { invariantProblems } from "./invariants";
import { eclipse } from "./ruleset";
import { newGame, playRandom } from "./testing";

describe("invariants after every action of random games", () => {
  it("discs and cubes conserved, parts within supply, blueprints legal, one orbital/monolith per hex", () => {
    let checked = 0;
    for (const [players, seed] of [
      [2, "inv-a"],
      [4, "inv-b"],
      [6, "inv-c"],
    ] as const) {
      const rng = Rng.fromSeed(seed);
      const end = playRandom(newGame(players, seed, 4), rng, 50_000, (s, a) => {
        const problems = invariantProblems(s);
        if (problems.length) throw new Error(`after ${JSON.stringify(a)}: ${problems.join(" | ")}`);
        checked++;
      });
      expect(eclipse.outcome(end)).not.toBeNull();
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("E-S1: a game ends after round 9 with final scores", () => {
    const end = playRandom(newGame(3, "full-9"), Rng.fromSeed("full-9"));
    expect(end.round).toBe(9);
    const o = eclipse.outcome(end)!;
    expect(o.scores).toHaveLength(3);
    expect(o.winners.length).toBeGreaterThan(0);
    expect(eclipse.pending(end)).toEqual([]);
  });
});
