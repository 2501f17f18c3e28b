import { FORFEIT_ACTION, Match, withForfeit } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { eclipse } from "../index";

// Eclipse has no elimination (a player with no ships or sectors plays on): a forfeit ends the
// game with the forfeiter last, by the engine's default forfeit (packages/engine forfeit-default.ts),
// the others ranked by their victory points so far (§10 scoring, `standing`).
describe("forfeit in Eclipse: the game ends with the forfeiter last, the others by victory points", () => {
  it("nobody is asked anything more, the record replays the same, and the forfeiter is no winner", () => {
    const m = Match.create(eclipse, eclipse.defaultOptions(3), "forfeit");
    const asked = m.pending()[0]!.player;
    expect(m.submit(asked, FORFEIT_ACTION)).toBeNull();
    const end = m.outcome()!;
    expect(end.reason).toBe("forfeit");
    expect(end.winners).not.toContain(asked);
    expect(end.scores).toEqual(eclipse.standing!(m.state));
    expect(m.pending()).toEqual([]);
    expect(m.submit(asked, m.legalActions(asked)[0] ?? { type: "pass" })?.code).toBe("game-over");
    const again = Match.fromJSON(eclipse, m.toJSON());
    expect(again.toJSON().hash).toBe(m.toJSON().hash);
  });

  it("the other seat with the most victory points so far wins, even when the forfeiter leads", () => {
    const s = eclipse.setup(eclipse.defaultOptions(3), "standing");
    const players = s.players.map((p, i) => ({ ...p, reputation: i === 0 ? [4, 4] : i === 2 ? [3] : [] }));
    const before = { ...s, players };
    const points = eclipse.standing!(before);
    expect(points[2]! - points[1]!).toBe(3);
    const end = withForfeit(eclipse).outcome(withForfeit(eclipse).forfeit!(before, 0));
    expect(end).toEqual({ winners: [2], reason: "forfeit", scores: points });
  });
});
