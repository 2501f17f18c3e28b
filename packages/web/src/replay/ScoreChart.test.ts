import { describe, expect, it } from "vitest";
import { scoresByRound } from "./ScoreChart";

describe("conquest points over rounds", () => {
  it("takes each seat's score at the end of every round", () => {
    const views = [
      { round: 0, cp: [0, 0] },
      { round: 1, cp: [0, 0] },
      { round: 1, cp: [2, 1] },
      { round: 2, cp: [3, 4] },
    ];
    const r = scoresByRound(
      views,
      (v) => (v as { cp: number[] }).cp,
      (v) => (v as { round: number }).round,
    );
    expect(r).toEqual({
      rounds: [0, 1, 2],
      points: [
        [0, 2, 3],
        [0, 1, 4],
      ],
    });
  });

  it("has no chart for a ruleset without scores", () => {
    expect(
      scoresByRound(
        [{}, {}],
        () => null,
        () => null,
      ),
    ).toBeNull();
  });
});
