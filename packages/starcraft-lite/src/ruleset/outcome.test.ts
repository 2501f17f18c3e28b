import { describe, expect, it } from "vitest";
import { starcraftLite } from "./ruleset";
import { started } from "./testing";

describe("the outcome told by category (Outcome.breakdown)", () => {
  it("each seat's breakdown is its conquest points, the whole of its score", () => {
    const s0 = started(3);
    const s = {
      ...s0,
      phase: "over" as const,
      winners: [2],
      endReason: "conquest-points",
      board: { ...s0.board, players: s0.board.players.map((p, i) => ({ ...p, cp: [4, 9, 15][i]! })) },
    };
    const o = starcraftLite.outcome(s)!;
    expect(o.scores).toEqual([4, 9, 15]);
    expect(o.breakdown).toEqual([{ conquestPoints: 4 }, { conquestPoints: 9 }, { conquestPoints: 15 }]);
  });

  it("no outcome, so no breakdown, before the game is over", () => {
    expect(starcraftLite.outcome(started(2))).toBeNull();
  });
});
