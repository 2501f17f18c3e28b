import { describe, expect, it } from "vitest";
import { starcraft } from "./ruleset";
import { patchPlayer, started } from "./testing";

describe("the outcome told by category (Outcome.breakdown)", () => {
  it("each seat's breakdown is its conquest points, the whole of its score", () => {
    let s = started(["raynor", "overmind", "tassadar"]);
    s = [7, 12, 3].reduce((t, cp, p) => patchPlayer(t, p, { cp }), s);
    s = { ...s, phase: "over", winners: [1], endReason: "conquest-points" };
    const o = starcraft.outcome(s)!;
    expect(o.scores).toEqual([7, 12, 3]);
    expect(o.breakdown).toEqual([{ conquestPoints: 7 }, { conquestPoints: 12 }, { conquestPoints: 3 }]);
  });

  it("no outcome, so no breakdown, before the game is over", () => {
    expect(starcraft.outcome(started())).toBeNull();
  });
});
