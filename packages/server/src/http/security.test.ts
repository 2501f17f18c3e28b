/**
 * A request acts and sees only as its own seat: cross-seat and cross-game attempts are refused,
 * and a hidden pick never appears in another seat's (or a spectator's) state, log, errors or
 * in the server's own logs.
 */
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DUEL_HUMANS, startTestServer, type TestServer, TTT_HUMANS } from "../testing/harness";

let s: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logLines.push(String(chunk));
      cb();
    },
  });
  s = await startTestServer({ logger: pino({ level: "info" }, sink) });
});
afterAll(async () => {
  await s.stop();
});

const bearer = (t: string | null | undefined) => ({ authorization: `Bearer ${t}` });

/** Both seats prepared; seat 0 secretly picks 3. */
async function duelWithSecretPick() {
  const { gameId, tokens } = await s.createGame(DUEL_HUMANS);
  expect((await s.act(gameId, tokens[0]!, { type: "done" }, 0)).status).toBe(200);
  expect((await s.act(gameId, tokens[1]!, { type: "done" }, 1)).status).toBe(200);
  expect((await s.act(gameId, tokens[0]!, { type: "pick", n: 3 }, 2)).status).toBe(200);
  return { gameId, tokens };
}

describe("cross-seat and cross-game requests are rejected", () => {
  it("a seat cannot hand another seat to a bot (403 not-your-seat), and nothing changes", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const res = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/seats/1/bot`,
      headers: bearer(tokens[0]),
      payload: { bot: "random" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("not-your-seat");
    expect((await s.state(gameId, tokens[1]!)).body.seat).toBe(1);
  });

  it("a token of one game is refused by another game on every seat route", async () => {
    const a = await s.createGame(TTT_HUMANS);
    const b = await s.createGame(TTT_HUMANS);
    const t = b.tokens[0];
    const tries = [
      s.app.inject({ method: "GET", url: `/api/games/${a.gameId}/state`, headers: bearer(t) }),
      s.app.inject({ method: "GET", url: `/api/games/${a.gameId}/log`, headers: bearer(t) }),
      s.app.inject({ method: "POST", url: `/api/games/${a.gameId}/undo`, headers: bearer(t) }),
      s.app.inject({
        method: "POST",
        url: `/api/games/${a.gameId}/join`,
        headers: bearer(t),
        payload: { name: "x" },
      }),
      s.app.inject({
        method: "POST",
        url: `/api/games/${a.gameId}/seats/0/bot`,
        headers: bearer(t),
        payload: {},
      }),
      s.app.inject({
        method: "POST",
        url: `/api/games/${a.gameId}/actions`,
        headers: bearer(t),
        payload: { action: { type: "mark", cell: 0 }, version: 0, idempotencyKey: "x" },
      }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe("not-a-seat-here");
    }
    expect((await s.state(a.gameId)).body.version).toBe(0);
  });

  it("a seat acts only as itself: seat 1's token cannot play seat 0's turn", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const res = await s.act(gameId, tokens[1]!, { type: "mark", cell: 0 }, 0);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("not-your-decision");
  });

  it("a malformed Authorization header is 401, a wrong token 403", async () => {
    const { gameId } = await s.createGame(TTT_HUMANS);
    const bad = await s.app.inject({
      method: "GET",
      url: `/api/games/${gameId}/state`,
      headers: { authorization: "Basic xyz" },
    });
    expect(bad.statusCode).toBe(401);
    const wrong = await s.app.inject({
      method: "GET",
      url: `/api/games/${gameId}/state`,
      headers: bearer("guess"),
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe("hidden information stays with its seat", () => {
  it("the picking seat sees its pick; the other seat and spectators see 'hidden' in view and log", async () => {
    const { gameId, tokens } = await duelWithSecretPick();
    const own = await s.state(gameId, tokens[0]!);
    expect(own.body.view.picks).toEqual([3, null]);
    expect(own.body.log.at(-1).text).toBe("Seat 1 picks 3");
    for (const viewer of [tokens[1], undefined]) {
      const st = await s.state(gameId, viewer ?? undefined);
      expect(st.body.view.picks).toEqual(["hidden", null]);
      expect(st.body.log.at(-1)).toEqual(expect.objectContaining({ text: "Seat 1 made a hidden choice." }));
      expect(st.body.log.at(-1).action).toBeUndefined();
      expect(JSON.stringify({ ...st.body, legalActions: [] })).not.toMatch(/"n":3|picks 3/);
      const log = await s.app.inject({
        method: "GET",
        url: `/api/games/${gameId}/log`,
        headers: viewer ? bearer(viewer) : {},
      });
      expect(log.json().finished).toBe(false);
      expect(log.body).not.toMatch(/"n":3|picks 3/);
    }
  });

  it("the pick is revealed to everyone once both picked (the game is over)", async () => {
    const { gameId, tokens } = await duelWithSecretPick();
    expect((await s.act(gameId, tokens[1]!, { type: "pick", n: 1 }, 3)).status).toBe(200);
    const st = await s.state(gameId, tokens[1]!);
    expect(st.body.view.picks).toEqual([3, 1]);
    expect(st.body.outcome).toEqual({ winners: [0], reason: "higher-pick" });
    expect(st.body.log.map((l: { text: string }) => l.text)).toContain("Seat 1 picks 3");
  });

  it("the server's own logs carry the spectator's projection, never the hidden pick or a token", async () => {
    const { tokens } = await duelWithSecretPick();
    const all = logLines.join("");
    expect(all).toContain("Seat 1 made a hidden choice.");
    expect(all).not.toContain("picks 3");
    for (const t of tokens) expect(all).not.toContain(t!);
  });

  it("errors are projected: a rule error carries only code, message and rule", async () => {
    const { gameId, tokens } = await duelWithSecretPick();
    const res = await s.act(gameId, tokens[1]!, { type: "pick", n: 7 }, 3);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body)).toEqual(["error"]);
    expect(Object.keys(res.body.error).sort()).toEqual(["code", "message", "rule"]);
  });

  it("rock-paper-scissors (ruleset viewLog): a shown hand is secret until the round resolves", async () => {
    const { gameId, tokens } = await s.createGame({ ...DUEL_HUMANS, ruleset: "rps" });
    expect((await s.act(gameId, tokens[0]!, { type: "choose", hand: "rock" }, 0)).status).toBe(200);
    for (const viewer of [tokens[1]!, undefined]) {
      const st = await s.state(gameId, viewer);
      expect(st.body.log).toEqual([
        expect.objectContaining({ seat: 0, text: "Seat 1 made a hidden choice." }),
      ]);
      expect(JSON.stringify(st.body.view)).not.toContain("rock");
      const log = await s.app.inject({
        method: "GET",
        url: `/api/games/${gameId}/log`,
        headers: viewer ? bearer(viewer) : {},
      });
      expect(log.body).not.toContain("rock");
    }
    expect((await s.state(gameId, tokens[0]!)).body.log[0].action).toEqual({ type: "choose", hand: "rock" });
    expect((await s.act(gameId, tokens[1]!, { type: "choose", hand: "paper" }, 1)).status).toBe(200);
    const after = await s.state(gameId, tokens[1]!);
    expect(after.body.log.map((l: { action?: unknown }) => l.action)).toEqual([
      { type: "choose", hand: "rock" },
      { type: "choose", hand: "paper" },
    ]);
  });

  it("a ruleset's partial redaction (viewLog) is what other seats get: the redacted action, never the original", async () => {
    const { gameId, tokens } = await s.createGame({ ...DUEL_HUMANS, ruleset: "duel-log" });
    await s.act(gameId, tokens[0]!, { type: "done" }, 0);
    await s.act(gameId, tokens[1]!, { type: "done" }, 1);
    await s.act(gameId, tokens[0]!, { type: "pick", n: 3 }, 2);
    for (const viewer of [tokens[1]!, undefined]) {
      const last = (await s.state(gameId, viewer)).body.log.at(-1);
      expect(last).toMatchObject({
        seat: 0,
        text: "Seat 1 made a hidden choice (pick).",
        action: { type: "pick" },
      });
      expect(last.action.n).toBeUndefined();
    }
    expect((await s.state(gameId, tokens[0]!)).body.log.at(-1).action).toEqual({ type: "pick", n: 3 });
  });
});
