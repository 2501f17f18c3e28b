/**
 * One writer per game, versions and idempotency keys: a resend after a reconnect is harmless,
 * a stale action is refused with the current version, racing writers never both win.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer, TTT_HUMANS } from "../testing/harness";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.stop();
});

describe("idempotency keys", () => {
  it("a resend with the same key returns the original version and changes nothing", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const first = await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0, "move-1");
    expect(first.body).toEqual({ version: 1, duplicate: false });
    await s.act(gameId, tokens[1]!, { type: "mark", cell: 0 }, 1, "move-2");
    const resend = await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0, "move-1");
    expect(resend).toEqual({ status: 200, body: { version: 1, duplicate: true } });
    expect((await s.state(gameId)).body.version).toBe(2);
    const rows = await s.store.db.selectFrom("actions").select("seq").where("game_id", "=", gameId).execute();
    expect(rows).toHaveLength(2);
  });

  it("keys are per seat: another seat's identical key is a different action", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0, "same");
    const other = await s.act(gameId, tokens[1]!, { type: "mark", cell: 0 }, 1, "same");
    expect(other.body).toEqual({ version: 2, duplicate: false });
  });

  it("the key survives a restart of the game from storage", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0, "persisted");
    // Drop the in-memory copy: the next request reloads the game from the database.
    (s.service as unknown as { cache: Map<string, unknown> }).cache.delete(gameId);
    const resend = await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0, "persisted");
    expect(resend.body).toEqual({ version: 1, duplicate: true });
  });
});

describe("versions", () => {
  it("an action made against an old version is refused with 409 and the current version", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0);
    const stale = await s.act(gameId, tokens[1]!, { type: "mark", cell: 0 }, 0);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: { code: "stale-version" }, version: 1 });
    const ahead = await s.act(gameId, tokens[1]!, { type: "mark", cell: 0 }, 5);
    expect(ahead.status).toBe(409);
    expect((await s.state(gameId)).body.version).toBe(1);
  });

  it("racing writers on one version: exactly one wins, the others get 409", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const results = await Promise.all(
      [0, 1, 2, 3, 5, 6, 7, 8].map((cell) =>
        s.act(gameId, tokens[0]!, { type: "mark", cell }, 0, `race-${cell}`),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect((await s.state(gameId)).body.version).toBe(1);
  });

  it("concurrent resends of one key all answer the same committed version", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => s.act(gameId, tokens[0]!, { type: "mark", cell: 2 }, 0, "dup")),
    );
    expect(results.every((r) => r.status === 200 && r.body.version === 1)).toBe(true);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
  });

  it("games do not wait for each other: many games advance in parallel", async () => {
    const games = await Promise.all(Array.from({ length: 20 }, () => s.createGame(TTT_HUMANS)));
    const results = await Promise.all(
      games.map((g) => s.act(g.gameId, g.tokens[0]!, { type: "mark", cell: 0 }, 0)),
    );
    expect(results.every((r) => r.status === 200 && r.body.version === 1)).toBe(true);
  });
});
