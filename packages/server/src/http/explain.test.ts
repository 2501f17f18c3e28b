/**
 * The state payload carries the seat's own unavailable choices (Ruleset.explain), computed for
 * that seat and sent to it only: never to another seat or a spectator.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/harness";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.stop();
});

const HUMANS = {
  ruleset: "duel-explain",
  players: 2,
  seats: [
    { kind: "human", name: "Ann" },
    { kind: "human", name: "Ben" },
  ],
};

describe("state.unavailable (Ruleset.explain)", () => {
  it("sends the asking seat its unavailable choices with their rule error, and nothing to others", async () => {
    const { gameId, tokens } = await s.createGame(HUMANS);
    let version = (await s.state(gameId, tokens[0]!)).body.version;
    const before = await s.state(gameId, tokens[0]!);
    expect(before.body.unavailable).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const r = await s.act(gameId, tokens[0]!, { type: "add" }, version);
      expect(r.status).toBe(200);
      version = r.body.version;
    }
    const mine = await s.state(gameId, tokens[0]!);
    expect(mine.body.unavailable).toEqual([
      {
        about: "add",
        action: { type: "add" },
        args: { tokens: 3 },
        error: { code: "too-many-tokens", message: "You already have 3 tokens.", rule: "At most 3 tokens" },
      },
    ]);
    // The named action is indeed refused, with the same code.
    const refused = await s.act(gameId, tokens[0]!, { type: "add" }, version);
    expect(refused.body.error.code).toBe("too-many-tokens");
    expect((await s.state(gameId, tokens[1]!)).body.unavailable).toEqual([]);
    expect((await s.state(gameId)).body.unavailable).toEqual([]);
  });

  it("is an empty list for rulesets without explain", async () => {
    const { gameId, tokens } = await s.createGame({ ...HUMANS, ruleset: "duel" });
    expect((await s.state(gameId, tokens[0]!)).body.unavailable).toEqual([]);
  });
});
