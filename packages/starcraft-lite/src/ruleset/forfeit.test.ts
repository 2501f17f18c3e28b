import { FORFEIT_ACTION, Match } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { starcraftLite } from "./index";

// StarCraft Lite has no elimination (its endings are conquest points and the last round): a forfeit
// ends the game with the forfeiter last, by the engine's default forfeit (forfeit-default.ts).
describe("forfeit in StarCraft Lite: the game ends with the forfeiter last", () => {
  it("every other player wins, nobody is asked anything more, and the record replays the same", () => {
    const m = Match.create(starcraftLite, starcraftLite.defaultOptions(3), "forfeit");
    const asked = m.pending()[0]!.player;
    expect(m.submit(asked, FORFEIT_ACTION)).toBeNull();
    expect(m.outcome()).toEqual({ winners: [0, 1, 2].filter((p) => p !== asked), reason: "forfeit" });
    expect(m.pending()).toEqual([]);
    const again = Match.fromJSON(starcraftLite, m.toJSON());
    expect(again.toJSON().hash).toBe(m.toJSON().hash);
  });
});
