import { describe, expect, it } from "vitest";
import { expectedScore, fitRatings, invert, laplacianPseudoInverse, PRIOR_DRAWS } from "./rating";

describe("ladder ratings (Bradley–Terry maximum likelihood on the Elo scale)", () => {
  it("Elo's expectation: equal ratings score ½; 400 points more score 10 to 1", () => {
    expect(expectedScore(1500, 1500)).toBeCloseTo(0.5, 12);
    expect(expectedScore(1900, 1500)).toBeCloseTo(10 / 11, 12);
    expect(expectedScore(1500, 1900)).toBeCloseTo(1 / 11, 12);
  });

  it("two bots: the fitted gap gives back the observed score (with the prior's draw)", () => {
    const [a, b] = fitRatings(2, [{ a: 0, b: 1, wins: 30, draws: 0, losses: 10 }]);
    // With one virtual draw: a scores 30.5 of 41.
    expect(expectedScore(a.elo, b.elo)).toBeCloseTo(30.5 / (40 + PRIOR_DRAWS), 6);
    expect((a.elo + b.elo) / 2).toBeCloseTo(1500, 6);
  });

  it("the interval: ±1.96 standard errors, the delta method's width for two bots", () => {
    const [a, b] = fitRatings(2, [{ a: 0, b: 1, wins: 60, draws: 0, losses: 40 }]);
    const n = 100 + PRIOR_DRAWS;
    const p = expectedScore(a.elo, b.elo);
    // Var(θa − θb) = 1/(n p (1 − p)); each of two symmetric ratings carries a quarter of it.
    const seGap = (400 / Math.LN10) * Math.sqrt(1 / (n * p * (1 - p)));
    expect(a.se).toBeCloseTo(seGap / 2, 6);
    expect(a.ci95[0]).toBeCloseTo(a.elo - 1.96 * a.se, 9);
    expect(a.ci95[1]).toBeCloseTo(a.elo + 1.96 * a.se, 9);
  });

  it("more games give narrower intervals", () => {
    const few = fitRatings(2, [{ a: 0, b: 1, wins: 6, draws: 0, losses: 4 }]);
    const many = fitRatings(2, [{ a: 0, b: 1, wins: 60, draws: 0, losses: 40 }]);
    expect(many[0].se).toBeLessThan(few[0].se / 2.5);
  });

  it("a bot that won every game has a finite rating above the others", () => {
    const r = fitRatings(2, [{ a: 0, b: 1, wins: 20, draws: 0, losses: 0 }]);
    expect(Number.isFinite(r[0].elo)).toBe(true);
    expect(r[0].elo).toBeGreaterThan(r[1].elo + 300);
  });

  it("a draw counts half a win to each side", () => {
    const drawn = fitRatings(2, [{ a: 0, b: 1, wins: 0, draws: 10, losses: 0 }]);
    expect(drawn[0].elo).toBeCloseTo(1500, 6);
    const split = fitRatings(2, [{ a: 0, b: 1, wins: 5, draws: 0, losses: 5 }]);
    expect(split[0].elo).toBeCloseTo(drawn[0].elo, 6);
  });

  it("three bots in a chain: ratings ordered as the results, transitively", () => {
    const r = fitRatings(3, [
      { a: 0, b: 1, wins: 14, draws: 0, losses: 6 },
      { a: 1, b: 2, wins: 14, draws: 0, losses: 6 },
      { a: 0, b: 2, wins: 17, draws: 0, losses: 3 },
    ]);
    expect(r[0].elo).toBeGreaterThan(r[1].elo);
    expect(r[1].elo).toBeGreaterThan(r[2].elo);
    expect((r[0].elo + r[1].elo + r[2].elo) / 3).toBeCloseTo(1500, 6);
  });

  it("results between bots never matched leave them unconnected: an error, not a made-up rating", () => {
    expect(() =>
      fitRatings(4, [
        { a: 0, b: 1, wins: 3, draws: 0, losses: 1 },
        { a: 2, b: 3, wins: 3, draws: 0, losses: 1 },
      ]),
    ).toThrow(/connect/);
  });

  it("the matrix helpers: an inverse, and a Laplacian's pseudo-inverse", () => {
    const m = [
      [4, 1],
      [2, 3],
    ];
    const inv = invert(m);
    expect(inv[0][0] * 4 + inv[0][1] * 2).toBeCloseTo(1, 12);
    expect(inv[0][0] * 1 + inv[0][1] * 3).toBeCloseTo(0, 12);
    const l = [
      [1, -1],
      [-1, 1],
    ];
    // L⁺ of a single edge of weight 1 is L/4.
    const p = laplacianPseudoInverse(l);
    expect(p[0][0]).toBeCloseTo(0.25, 12);
    expect(p[0][1]).toBeCloseTo(-0.25, 12);
  });
});
