import { describe, expect, it } from "vitest";
import { finalOutcome, SCORE_CATEGORIES, scoreOf } from "./scoring";
import { edit, newGame } from "./testing";

describe("species bonus at the end (§10)", () => {
  it("§10 Planta: +1 VP per controlled hex, in the species category", () => {
    const s = edit(newGame(2, "score-planta"), (x) => {
      x.players[0]!.species = "planta";
      x.hexes["0,0"]!.owner = 0; // the Galactic Center too: two hexes in all
    });
    expect(scoreOf(s, 0).species).toBe(2);
    expect(scoreOf(s, 1).species).toBe(0);
  });

  it("§10 Descendants of Draco: +1 VP per Ancient ship left on the board", () => {
    const s = edit(newGame(2, "score-draco"), (x) => {
      x.players[1]!.species = "draco";
      x.hexes["0,0"]!.ancients = 2;
    });
    const ancients = Object.values(s.hexes).reduce((n, h) => n + h.ancients, 0);
    expect(ancients).toBeGreaterThanOrEqual(2);
    expect(scoreOf(s, 1).species).toBe(ancients);
    expect(scoreOf(s, 0).species).toBe(0);
  });

  it("the outcome's breakdown lists every category and adds up to each score", () => {
    const s = edit(newGame(2, "score-sum"), (x) => {
      x.players[0]!.species = "planta";
      x.players[0]!.reputation = [3];
      x.phase = "over";
    });
    const o = finalOutcome(s);
    o.breakdown!.forEach((b, seat) => {
      expect(Object.keys(b)).toEqual([...SCORE_CATEGORIES]);
      expect(Object.values(b).reduce((a, v) => a + v, 0)).toBe(o.scores![seat]);
    });
    expect(o.breakdown![0]!.reputation).toBe(3);
    expect(o.breakdown![0]!.species).toBe(1);
  });
});
