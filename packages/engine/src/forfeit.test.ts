import { describe, expect, it } from "vitest";
import { race } from "../test/fixtures";
import { FORFEIT_ACTION } from "./forfeit";
import { Match, replay } from "./match";
import type { MatchRecord } from "./types";

// The race fixture with a forfeit rule (two players): whoever forfeits loses, the other wins at once.
const raceWithForfeit = {
  ...race,
  forfeit: (s: ReturnType<typeof race.setup>, player: number) => ({ ...s, winner: 1 - player }),
};

describe("forfeit (Ruleset.forfeit)", () => {
  it("a record's forfeit entry replays through the rules' forfeit, never through validate", () => {
    const record: MatchRecord = {
      ruleset: "race",
      options: { target: 10 },
      seed: "f",
      log: [{ player: 0, action: FORFEIT_ACTION }],
    };
    const m = Match.fromJSON(raceWithForfeit, record);
    expect(m.state).toEqual(raceWithForfeit.forfeit(race.setup({ target: 10 }, "f"), 0));
    expect(m.outcome()).toEqual({ winners: [1], reason: "reached-target" });
    expect(replay(raceWithForfeit, record)).toEqual(m.state);
  });
});
