import { describe, expect, it } from "vitest";
import { race } from "../test/fixtures";
import { FORFEIT_ACTION } from "./forfeit";
import { FORFEITED_KEY, withForfeit } from "./forfeit-default";
import { Match, replay } from "./match";
import type { ActionBase, MatchRecord } from "./types";

// The issue's rule: "the player forfeits (eliminated by the rules where the ruleset supports it,
// otherwise the game ends with him last)". The race fixture has no forfeit rule of its own.
describe("forfeit without elimination: the game ends with the forfeiter last (engine default)", () => {
  const record: MatchRecord = {
    ruleset: "race",
    options: { target: 10 },
    seed: "d",
    log: [
      { player: 0, action: { type: "add", n: 2 } as ActionBase },
      { player: 0, action: { type: "end" } },
      { player: 1, action: FORFEIT_ACTION },
    ],
  };

  it("the forfeiter loses and every other seat wins; nobody is asked anything more", () => {
    const m = Match.fromJSON(race, record);
    expect(m.outcome()).toEqual({ winners: [0], reason: "forfeit" });
    expect(m.pending()).toEqual([]);
    expect(m.legalActions(0)).toEqual([]);
    expect(m.submit(0, { type: "add", n: 1 })?.code).toBe("game-over");
    expect(m.version).toBe(3);
  });

  it("a record with the forfeit entry replays to the same state (the ruleset's state, marked)", () => {
    const s = replay(race, record) as unknown as Record<string, unknown>;
    expect(s[FORFEITED_KEY]).toBe(1);
    expect(s.totals).toEqual([2, 0]);
    // The record with its hash replays (the hash is checked against the replayed state).
    const recorded = Match.fromJSON(race, record).toJSON();
    expect(replay(race, recorded)).toEqual(replay(race, record));
  });

  it("with a standing (points so far) the best of the others wins, its figures the scores; ties share", () => {
    const scored = { ...race, id: "race-scored", standing: (s: ReturnType<typeof race.setup>) => s.totals };
    const three = { ...scored, players: () => 3 };
    const base = race.setup({ target: 10 }, "d");
    const marked = (totals: number[], p: number) =>
      withForfeit(three).forfeit!({ ...base, totals }, p) as ReturnType<typeof race.setup>;
    // The forfeiter's own lead counts for nothing: he is last.
    expect(withForfeit(three).outcome(marked([9, 4, 6], 0))).toEqual({
      winners: [2],
      reason: "forfeit",
      scores: [9, 4, 6],
    });
    expect(withForfeit(three).outcome(marked([1, 5, 5], 0))?.winners).toEqual([1, 2]);
  });

  it("a ruleset with its own forfeit rule keeps it; the default is one object per ruleset", () => {
    const own = { ...race, forfeit: (s: ReturnType<typeof race.setup>) => s };
    expect(withForfeit(own)).toBe(own);
    expect(withForfeit(race)).toBe(withForfeit(race));
    expect(withForfeit(race).id).toBe("race");
  });
});
