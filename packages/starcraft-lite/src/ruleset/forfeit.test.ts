import { FORFEIT_ACTION, Match, withForfeit } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { starcraftLite } from "./index";

// StarCraft Lite has no elimination (its endings are conquest points and the last round): a forfeit
// ends the game with the forfeiter last, by the engine's default forfeit (forfeit-default.ts), the
// others ranked by their conquest points so far (`standing`).
describe("forfeit in StarCraft Lite: the game ends with the forfeiter last, the others by conquest points", () => {
  it("nobody is asked anything more and the record replays the same", () => {
    const m = Match.create(starcraftLite, starcraftLite.defaultOptions(3), "forfeit");
    const asked = m.pending()[0]!.player;
    expect(m.submit(asked, FORFEIT_ACTION)).toBeNull();
    const end = m.outcome()!;
    expect(end.reason).toBe("forfeit");
    expect(end.winners).toEqual([0, 1, 2].filter((p) => p !== asked)); // nobody has a point yet
    expect(m.pending()).toEqual([]);
    const again = Match.fromJSON(starcraftLite, m.toJSON());
    expect(again.toJSON().hash).toBe(m.toJSON().hash);
  });

  it("the other seat with the most conquest points wins, even when the forfeiter leads", () => {
    const s = starcraftLite.setup(starcraftLite.defaultOptions(3), "standing");
    const cps = [7, 2, 5];
    const before = {
      ...s,
      board: { ...s.board, players: s.board.players.map((p, i) => ({ ...p, cp: cps[i]! })) },
    };
    const end = withForfeit(starcraftLite).outcome(withForfeit(starcraftLite).forfeit!(before, 0));
    expect(end).toEqual({ winners: [2], reason: "forfeit", scores: cps });
  });
});
