/** The live WebSocket stream: a state on connect and after every change, per seat projection. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DUEL_HUMANS, startTestServer, type TestServer, TTT_HUMANS } from "../testing/harness";

let s: TestServer;
let base: string;
beforeAll(async () => {
  s = await startTestServer();
  const address = await s.app.listen({ port: 0, host: "127.0.0.1" });
  base = address.replace("http", "ws");
});
afterAll(async () => {
  await s.stop();
});

// biome-ignore lint/suspicious/noExplicitAny: parsed stream messages
type Msg = any;

/** Opens a stream and collects its messages; `next()` resolves with the next one. */
function open(path: string) {
  const ws = new WebSocket(`${base}${path}`);
  const queue: Msg[] = [];
  const waiters: ((m: Msg) => void)[] = [];
  let closed: { code: number } | null = null;
  const closeWaiters: ((c: { code: number }) => void)[] = [];
  ws.on("message", (data) => {
    const msg = JSON.parse(String(data));
    const w = waiters.shift();
    if (w) w(msg);
    else queue.push(msg);
  });
  ws.on("close", (code) => {
    closed = { code };
    for (const w of closeWaiters.splice(0)) w(closed);
  });
  return {
    ws,
    next: () =>
      new Promise<Msg>((resolve, reject) => {
        const m = queue.shift();
        if (m) return resolve(m);
        const t = setTimeout(() => reject(new Error("no message within 5 s")), 5000);
        waiters.push((msg) => {
          clearTimeout(t);
          resolve(msg);
        });
      }),
    closed: () =>
      new Promise<{ code: number }>((resolve) => (closed ? resolve(closed) : closeWaiters.push(resolve))),
  };
}

describe("GET /api/games/:id/stream (WebSocket)", () => {
  it("sends the seat's state on connect and after every version change", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const c = open(`/api/games/${gameId}/stream?token=${tokens[1]}`);
    const first = await c.next();
    expect(first).toMatchObject({ type: "state", gameId, version: 0, seat: 1 });
    expect(first.legalActions).toEqual([]);
    await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0);
    const second = await c.next();
    expect(second).toMatchObject({ type: "state", version: 1, seat: 1 });
    expect(second.view.board[4]).toBe(0);
    expect(second.legalActions).toHaveLength(8);
    c.ws.close();
  });

  it("streams the spectator view to spectators: a hidden pick stays hidden", async () => {
    const { gameId, tokens } = await s.createGame(DUEL_HUMANS);
    await s.act(gameId, tokens[0]!, { type: "done" }, 0);
    await s.act(gameId, tokens[1]!, { type: "done" }, 1);
    const spectator = open(`/api/games/${gameId}/stream`);
    const seat1 = open(`/api/games/${gameId}/stream?token=${tokens[1]}`);
    expect((await spectator.next()).seat).toBeNull();
    await seat1.next();
    await s.act(gameId, tokens[0]!, { type: "pick", n: 2 }, 2);
    for (const c of [spectator, seat1]) {
      const msg = await c.next();
      expect(msg.view.picks).toEqual(["hidden", null]);
      expect(JSON.stringify(msg.log)).not.toContain("picks 2");
      c.ws.close();
    }
  });

  it("refuses a token of another game with an error message and close code 4403", async () => {
    const a = await s.createGame(TTT_HUMANS);
    const b = await s.createGame(TTT_HUMANS);
    const c = open(`/api/games/${a.gameId}/stream?token=${b.tokens[0]}`);
    const msg = await c.next();
    expect(msg).toMatchObject({ type: "error", error: { code: "not-a-seat-here" } });
    expect((await c.closed()).code).toBe(4403);
  });

  it("closes a seat's stream when the seat is handed to a bot", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const c = open(`/api/games/${gameId}/stream?token=${tokens[1]}`);
    await c.next();
    await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/seats/1/bot`,
      headers: { authorization: `Bearer ${tokens[1]}` },
    });
    expect((await c.closed()).code).toBe(4401);
  });

  it("answers a plain HTTP GET with 426", async () => {
    const { gameId } = await s.createGame(TTT_HUMANS);
    const res = await s.app.inject({ method: "GET", url: `/api/games/${gameId}/stream` });
    expect(res.statusCode).toBe(426);
  });
});
