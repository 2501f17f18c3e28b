import { FORFEIT_ACTION, Match } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { eclipse } from "../index";

// Eclipse has no elimination (a player with no ships or sectors plays on): a forfeit ends the
// game with the forfeiter last, by the engine's default forfeit (packages/engine forfeit-default.ts).
describe("forfeit in Eclipse: the game ends with the forfeiter last", () => {
  it("every other player wins, nobody is asked anything more, and the record replays the same", () => {
    const m = Match.create(eclipse, eclipse.defaultOptions(3), "forfeit");
    const asked = m.pending()[0]!.player;
    expect(m.submit(asked, FORFEIT_ACTION)).toBeNull();
    expect(m.outcome()).toEqual({ winners: [0, 1, 2].filter((p) => p !== asked), reason: "forfeit" });
    expect(m.pending()).toEqual([]);
    expect(m.submit(asked, m.legalActions(asked)[0] ?? { type: "pass" })?.code).toBe("game-over");
    const again = Match.fromJSON(eclipse, m.toJSON());
    expect(again.toJSON().hash).toBe(m.toJSON().hash);
  });
});
