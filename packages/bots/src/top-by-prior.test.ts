import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { leaveToBest, topByPrior } from "./top-by-prior";

/** The reference: every index sorted by score (best first, ties in their original order). */
function bySort(scores: number[], k: number): number[] {
  return scores
    .map((_, i) => i)
    .sort((a, b) => scores[b] - scores[a] || a - b)
    .slice(0, k);
}

describe("topByPrior (ISMCTS progressive pruning)", () => {
  it("keeps the k best-rated actions, best first, an earlier action first on a tie", () => {
    const legal = ["a", "b", "c", "d", "e"].map((type) => ({ type }));
    expect(topByPrior([1, 5, 3, 5, 0], legal, 3).map((a) => a.type)).toEqual(["b", "d", "c"]);
  });

  it("never keeps an action rated -Infinity while another is rated, even with room for it", () => {
    const legal = ["a", "b", "c", "d"].map((type) => ({ type }));
    const ninf = Number.NEGATIVE_INFINITY;
    expect(topByPrior([ninf, 2, ninf, ninf], legal, 3).map((a) => a.type)).toEqual(["b"]);
    expect(topByPrior([ninf, ninf], legal.slice(0, 2), 3).map((a) => a.type)).toEqual(["a", "b"]);
  });

  it("returns every action when k is at least their number", () => {
    const legal = [{ type: "x" }, { type: "y" }];
    expect(topByPrior([0, 2], legal, 4).map((a) => a.type)).toEqual(["y", "x"]);
  });

  it("chooses exactly what sorting all the ratings would (random ratings with many ties)", () => {
    const rng = Rng.fromSeed("top-by-prior");
    for (let t = 0; t < 500; t++) {
      const n = 1 + rng.index(30);
      const scores = Array.from({ length: n }, () => rng.index(6) - 2 + (rng.index(3) === 0 ? 0.5 : 0));
      const legal = scores.map((_, i) => ({ type: `a${i}` }));
      const k = 1 + rng.index(6);
      expect(topByPrior(scores, legal, k)).toEqual(bySort(scores, k).map((i) => legal[i]));
    }
  });
});

describe("leaveToBest (a family of actions left to its best member)", () => {
  const a = (type: string) => ({ type });
  it("rates every member but the best (the first on a tie) −Infinity and leaves the others alone", () => {
    const legal = [a("pay"), a("buy"), a("pay"), a("pay")];
    const inFamily = (x: { type: string }) => x.type === "pay";
    const out = leaveToBest(legal, [2, 9, 5, 5], inFamily);
    expect(out).toEqual([Number.NEGATIVE_INFINITY, 9, 5, Number.NEGATIVE_INFINITY]);
    expect(topByPrior(out, legal, 4)).toEqual([legal[1], legal[2]]);
  });

  it("returns the scores as they are when no action is a member", () => {
    const scores = [1, 2];
    expect(leaveToBest([a("buy"), a("pass")], scores, (x) => x.type === "pay")).toBe(scores);
  });
});
