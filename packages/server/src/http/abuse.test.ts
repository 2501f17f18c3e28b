/**
 * The public server against a client that wants to hurt other players (issue 33), each against
 * a real server on 127.0.0.1, port 0, with bounded loops: inbound WebSocket limits, oversize
 * frames logged quietly, slow half-open HTTP connections, a connection cap per client, limits
 * keyed on the IPv6 /64, spectator fan-out and its cap, and lone UTF-16 surrogates refused.
 */
import { connect, type Socket } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ServerLimits } from "../limits";
import { startTestServer, type TestServer, TTT_HUMANS } from "../testing/harness";
import { until } from "../testing/until";

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON bodies
type Json = any;

let server: TestServer | null = null;
let http = "";
let ws = "";
const sockets: (WebSocket | Socket)[] = [];

async function start(limits: Partial<ServerLimits>, extra: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer({ ...extra, limits });
  http = await server.app.listen({ port: 0, host: "127.0.0.1" });
  ws = http.replace("http", "ws");
  return server;
}

afterEach(async () => {
  for (const s of sockets.splice(0)) s instanceof WebSocket ? s.terminate() : s.destroy();
  await server?.stop();
  server = null;
});

async function post(url: string, body: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${http}${url}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** A stream with every message it received and how it closed. */
function stream(path: string) {
  const socket = new WebSocket(`${ws}${path}`);
  sockets.push(socket);
  const messages: Json[] = [];
  const closed = new Promise<number>((r) => socket.once("close", (code) => r(code)));
  socket.on("message", (d) => messages.push(JSON.parse(String(d))));
  socket.on("error", () => {});
  const opened = new Promise<void>((r, j) => {
    socket.once("open", () => r());
    socket.once("error", j);
  });
  return { socket, messages, closed, opened };
}

async function newGame() {
  const res = await post("/api/games", TTT_HUMANS);
  expect(res.status).toBe(201);
  return { gameId: res.body.gameId as string, tokens: res.body.seats.map((s: Json) => s.token) as string[] };
}

describe("inbound WebSocket limits (issue 33 item 2)", () => {
  const LIMITS = {
    wsMessagesPerMinute: 8,
    wsPingsPerMinute: 4,
    wsBytesPerMinute: 3000,
    wsClientMessagesPerMinute: 1000,
    wsClientBytesPerMinute: 1_000_000,
    wsFrameBytes: 1024,
  };

  it("pings over the rate close the stream with 4433 (too-many-pings) after the allowed pongs", async () => {
    await start(LIMITS);
    const { gameId } = await newGame();
    const s = stream(`/api/games/${gameId}/stream`);
    await s.opened;
    for (let i = 0; i < 6; i++) s.socket.send('{"type":"ping"}');
    expect(await s.closed).toBe(4433);
    expect(s.messages.filter((m) => m.type === "pong")).toHaveLength(4);
    expect(s.messages.at(-1)).toMatchObject({ type: "error", error: { code: "too-many-pings" } });
  });

  it("protocol-level pings count as pings too", async () => {
    await start(LIMITS);
    const { gameId } = await newGame();
    const s = stream(`/api/games/${gameId}/stream`);
    await s.opened;
    for (let i = 0; i < 6; i++) s.socket.ping();
    expect(await s.closed).toBe(4433);
  });

  it("messages over the rate close the stream with 4431 (too-many-messages)", async () => {
    await start(LIMITS);
    const { gameId } = await newGame();
    const s = stream(`/api/games/${gameId}/stream`);
    await s.opened;
    for (let i = 0; i < 10; i++) s.socket.send('{"type":"hello"}');
    expect(await s.closed).toBe(4431);
    // The eight allowed ones were answered (unknown message), the ninth closed the stream.
    expect(s.messages.filter((m) => m.error?.code === "unknown-message")).toHaveLength(8);
  });

  it("bytes over the budget close the stream with 4432 (too-many-bytes)", async () => {
    await start(LIMITS);
    const { gameId } = await newGame();
    const s = stream(`/api/games/${gameId}/stream`);
    await s.opened;
    for (let i = 0; i < 4; i++) s.socket.send(JSON.stringify({ type: "x", pad: "y".repeat(900) }));
    expect(await s.closed).toBe(4432);
  });

  it("the budget is per client too: several streams of one address share it", async () => {
    await start({ ...LIMITS, wsClientMessagesPerMinute: 10 });
    const { gameId } = await newGame();
    const streams = [0, 1, 2].map(() => stream(`/api/games/${gameId}/stream`));
    await Promise.all(streams.map((s) => s.opened));
    // 4 messages each: every stream is under its own 8, but the client's 12 pass its 10.
    for (const s of streams) for (let i = 0; i < 4; i++) s.socket.send('{"type":"hello"}');
    const first = await Promise.race([
      Promise.any(streams.map((s) => s.closed)),
      new Promise<null>((r) => setTimeout(() => r(null), 3000)),
    ]);
    // The stream whose message crossed the client's budget was closed with 4431.
    expect(first).toBe(4431);
    expect(streams.flatMap((s) => s.messages).some((m) => m.error?.code === "too-many-messages")).toBe(true);
    // Closing every stream and opening a new one does not reset the client's budget.
    for (const s of streams) s.socket.close();
    await Promise.all(streams.map((s) => s.closed));
    const fresh = stream(`/api/games/${gameId}/stream`);
    await fresh.opened;
    fresh.socket.send('{"type":"hello"}');
    expect(await fresh.closed).toBe(4431);
  });

  it("a frame over the size limit closes the stream (1009) and is logged at warn without a stack", async () => {
    const lines: Json[] = [];
    const logger = pino({ level: "warn" }, { write: (l: string) => lines.push(JSON.parse(l)) });
    await start(LIMITS, { logger });
    const { gameId } = await newGame();
    const s = stream(`/api/games/${gameId}/stream`);
    await s.opened;
    s.socket.send("z".repeat(5000));
    expect(await s.closed).toBe(1009);
    await until(async () => (lines.length > 0 ? true : null), 2000);
    expect(lines.some((l) => l.level >= 50)).toBe(false); // nothing at error
    const warn = lines.find((l) => l.msg === "websocket closed: client protocol error");
    expect(warn).toMatchObject({ level: 40, code: "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH" });
    expect(JSON.stringify(lines)).not.toContain("stack");
  });
});

describe("slow and many HTTP connections (issue 33 item 4)", () => {
  it("half-open connections trickling their headers are closed by the headers timeout", async () => {
    await start({ headersTimeoutMs: 800, requestTimeoutMs: 2000, connectionsPerClient: 0 });
    const { port } = new URL(http);
    const closedAt: number[] = [];
    const t0 = Date.now();
    const trickle: NodeJS.Timeout[] = [];
    for (let i = 0; i < 20; i++) {
      const c = connect(Number(port), "127.0.0.1");
      sockets.push(c);
      c.on("error", () => {});
      c.on("close", () => closedAt.push(Date.now() - t0));
      c.write("GET /api/health HTTP/1.1\r\nHost: x\r\n");
      // One header line every 200 ms: never idle, never done.
      trickle.push(setInterval(() => c.writable && c.write(`X-Slow-${i}: y\r\n`), 200));
    }
    try {
      await until(async () => (closedAt.length === 20 ? true : null), 5000);
    } finally {
      for (const t of trickle) clearInterval(t);
    }
    // Every one closed within the timeout and one check interval (not Node's 30 s check).
    expect(Math.max(...closedAt)).toBeLessThan(3000);
    // The server still answers others at once.
    expect((await fetch(`${http}/api/health`)).status).toBe(200);
  });

  it("the request and keep-alive timeouts never cut an open stream", async () => {
    await start({ headersTimeoutMs: 300, requestTimeoutMs: 600, keepAliveTimeoutMs: 300 });
    const { gameId } = await newGame();
    const s = stream(`/api/games/${gameId}/stream`);
    await until(async () => (s.messages.length > 0 ? true : null), 5000);
    const cut = await Promise.race([s.closed, new Promise<null>((r) => setTimeout(() => r(null), 2500))]);
    expect(cut).toBeNull();
    s.socket.send('{"type":"ping"}');
    await until(async () => (s.messages.some((m) => m.type === "pong") ? true : null), 3000);
  });

  it("one client holds at most the cap of open connections; a connection beyond it is closed at once", async () => {
    await start({ connectionsPerClient: 5 });
    const { port } = new URL(http);
    const open = async () => {
      const c = connect(Number(port), "127.0.0.1");
      sockets.push(c);
      c.on("error", () => {});
      const closed = new Promise<boolean>((r) => c.once("close", () => r(true)));
      await new Promise<void>((r) => c.once("connect", () => r()));
      return { c, closed };
    };
    const five = [];
    for (let i = 0; i < 5; i++) five.push(await open());
    const sixth = await open();
    const cut = await Promise.race([
      sixth.closed,
      new Promise<boolean>((r) => setTimeout(() => r(false), 2000)),
    ]);
    expect(cut).toBe(true);
    // The first five are still open; closing one frees a place.
    for (const f of five) expect(f.c.destroyed).toBe(false);
    five[0].c.destroy();
    await five[0].closed;
    await new Promise((r) => setTimeout(r, 50));
    const again = await open();
    const cutAgain = await Promise.race([
      again.closed,
      new Promise<boolean>((r) => setTimeout(() => r(false), 300)),
    ]);
    expect(cutAgain).toBe(false);
  });
});

describe("limits keyed on the IPv6 /64 (issue 33 item 5)", () => {
  it("addresses of one /64 share one request budget; another /64 has its own", async () => {
    await start({ requestsPerMinute: 3 }, { trustProxy: "127.0.0.1" });
    const get = async (client: string) =>
      (await fetch(`${http}/api/health`, { headers: { "x-forwarded-for": client } })).status;
    const sameNet = [];
    for (let i = 1; i <= 4; i++) sameNet.push(await get(`2001:db8:1:2::${i.toString(16)}`));
    // Keyed on the full address all four would pass (four budgets of 3).
    expect(sameNet).toEqual([200, 200, 200, 429]);
    expect(await get("2001:db8:1:3::1")).toBe(200);
    // IPv4 keeps one budget per address.
    expect(await get("203.0.113.9")).toBe(200);
  });

  it("game creation is limited per /64 too", async () => {
    await start({ createsPerMinute: 2 }, { trustProxy: "127.0.0.1" });
    const codes = [];
    for (let i = 1; i <= 3; i++)
      codes.push(
        (await post("/api/games", TTT_HUMANS, undefined, { "x-forwarded-for": `2001:db8:9:9::${i}` })).status,
      );
    expect(codes).toEqual([201, 201, 429]);
  });
});

describe("spectator fan-out (issue 33 item 6)", () => {
  it("a change is projected once per distinct view, whatever the number of streams", async () => {
    await start({ webSocketsPerClient: 100, connectionsPerClient: 200, spectatorsPerGame: 100 });
    const { gameId, tokens } = await newGame();
    const watchers = Array.from({ length: 40 }, () => stream(`/api/games/${gameId}/stream`));
    const seats = tokens.map((t) => stream(`/api/games/${gameId}/stream?token=${t}`));
    const all = [...watchers, ...seats];
    await until(async () => (all.every((s) => s.messages.length > 0) ? true : null), 10_000);
    const before = (await (await fetch(`${http}/api/metrics`)).json()) as Json;
    const moved = await post(
      `/api/games/${gameId}/actions`,
      {
        action: { type: "mark", cell: 4 },
        version: 0,
        idempotencyKey: "fan-1",
      },
      tokens[0],
    );
    expect(moved.status).toBe(200);
    await until(
      async () => (all.every((s) => s.messages.some((m) => m.version === 1)) ? true : null),
      10_000,
    );
    const after = (await (await fetch(`${http}/api/metrics`)).json()) as Json;
    expect(after.fanOut.pushes - before.fanOut.pushes).toBe(42);
    // Three views: seat 0, seat 1, spectators — not one projection per connection (42).
    expect(after.fanOut.projections - before.fanOut.projections).toBe(3);
    // Every spectator got the same text; each seat its own view (its legal actions).
    const specTexts = new Set(watchers.map((w) => JSON.stringify(w.messages.find((m) => m.version === 1))));
    expect(specTexts.size).toBe(1);
    expect(seats[1].messages.find((m) => m.version === 1).seat).toBe(1);
    expect(watchers[0].messages.find((m) => m.version === 1).seat).toBeNull();
  });

  it("spectators per game are capped: one more is refused with too-many-spectators (4430); seats still connect", async () => {
    await start({ webSocketsPerClient: 100, spectatorsPerGame: 3 });
    const { gameId, tokens } = await newGame();
    const three = [0, 1, 2].map(() => stream(`/api/games/${gameId}/stream`));
    await until(async () => (three.every((s) => s.messages.length > 0) ? true : null), 5000);
    const fourth = stream(`/api/games/${gameId}/stream`);
    expect(await fourth.closed).toBe(4430);
    expect(fourth.messages[0]).toMatchObject({ type: "error", error: { code: "too-many-spectators" } });
    const seat = stream(`/api/games/${gameId}/stream?token=${tokens[0]}`);
    await until(async () => (seat.messages.length > 0 ? true : null), 5000);
    expect(seat.messages[0].type).toBe("state");
    // Another game has its own spectators.
    const other = await newGame();
    const elsewhere = stream(`/api/games/${other.gameId}/stream`);
    await until(async () => (elsewhere.messages.length > 0 ? true : null), 5000);
    expect(elsewhere.messages[0].type).toBe("state");
  });
});

describe("lone UTF-16 surrogates are refused wherever text enters (issue 33 item 7)", () => {
  const LONE = "a\ud800b";

  it("names, seeds, options, actions and idempotency keys with a lone surrogate: 400 invalid-unicode, nothing stored", async () => {
    await start({});
    const bodies = [
      { ...TTT_HUMANS, seats: [{ kind: "human", name: LONE }, { kind: "human" }] },
      { ...TTT_HUMANS, seed: LONE },
      { ...TTT_HUMANS, options: { [LONE]: 1 } },
    ];
    for (const body of bodies) {
      const res = await post("/api/games", body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid-unicode");
    }
    const { gameId, tokens } = await newGame();
    const key = await post(
      `/api/games/${gameId}/actions`,
      { action: { type: "mark", cell: 4 }, version: 0, idempotencyKey: `k${LONE}` },
      tokens[0],
    );
    expect(key).toMatchObject({ status: 400, body: { error: { code: "invalid-unicode" } } });
    const action = await post(
      `/api/games/${gameId}/actions`,
      { action: { type: "mark", cell: 4, note: "\udc00" }, version: 0, idempotencyKey: "k2" },
      tokens[0],
    );
    expect(action).toMatchObject({ status: 400, body: { error: { code: "invalid-unicode" } } });
    const join = await post(`/api/games/${gameId}/join`, { name: LONE }, tokens[1]);
    expect(join).toMatchObject({ status: 400, body: { error: { code: "invalid-unicode" } } });
    // Nothing moved; a well-formed pair (an emoji) is a character and is kept as sent.
    const state = (await (await fetch(`${http}/api/games/${gameId}/state`)).json()) as Json;
    expect(state.version).toBe(0);
    const named = await post(`/api/games/${gameId}/join`, { name: "Zerg 🐛" }, tokens[1]);
    expect(named.status).toBe(200);
    expect(named.body.seats[1].name).toBe("Zerg 🐛");
  });

  it("the same idempotency key resent after a restart is a duplicate, not a stale version (keys are exact)", async () => {
    const s = await start({});
    const { gameId, tokens } = await newGame();
    const key = "k-😀-é";
    const body = { action: { type: "mark", cell: 4 }, version: 0, idempotencyKey: key };
    expect((await post(`/api/games/${gameId}/actions`, body, tokens[0])).body).toEqual({
      version: 1,
      duplicate: false,
    });
    // A restart: a new server on the same database file.
    await s.app.close();
    await s.service.close();
    await s.store.close();
    const again = await startTestServer({ databaseUrl: s.dbFile });
    try {
      const res = await again.app.inject({
        method: "POST",
        url: `/api/games/${gameId}/actions`,
        headers: { authorization: `Bearer ${tokens[0]}` },
        payload: body,
      });
      expect(res.json()).toEqual({ version: 1, duplicate: true });
    } finally {
      await again.stop();
      server = null;
    }
  });

  it("a WebSocket message with a lone surrogate is answered invalid-unicode", async () => {
    await start({});
    const { gameId } = await newGame();
    const s = stream(`/api/games/${gameId}/stream`);
    await s.opened;
    s.socket.send('{"type":"chat","text":"\\ud800"}');
    await until(async () => (s.messages.some((m) => m.type === "error") ? true : null), 3000);
    expect(s.messages.find((m) => m.type === "error").error.code).toBe("invalid-unicode");
  });
});
