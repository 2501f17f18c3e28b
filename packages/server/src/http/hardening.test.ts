/**
 * The public server against an attacker with no login (issue 21): seeds, strict inputs, sizes,
 * rate limits, stream caps, idempotency, security headers, lobby paging, the memory cache.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { dropPostgresSchema } from "../storage/connect";
import { DUEL_HUMANS, startTestServer, TEST_MODULES, type TestServer, TTT_HUMANS } from "../testing/harness";

const PG_URL = process.env.KOPRULU_TEST_DATABASE_URL;

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON bodies
type Json = any;

async function post(s: TestServer, url: string, payload: unknown, token?: string) {
  const res = await s.app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as Json, headers: res.headers };
}

async function raw(s: TestServer, url: string, body: string) {
  const res = await s.app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { "content-type": "application/json" },
  });
  return { status: res.statusCode, body: res.json() as Json };
}

describe("strict server (default limits, chosen seeds not honoured)", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ limits: { chosenSeeds: false } });
  });
  afterAll(async () => {
    await s.stop();
  });

  it("seed: a game with a human seat mixes secret server randomness into a chosen seed, and its record says so", async () => {
    const created = await post(s, "/api/games", { ...DUEL_HUMANS, seed: "S" });
    expect(created.body.seedSource).toBe("server");
    const a = await s.createGame({ ...DUEL_HUMANS, seed: "S" });
    const b = await s.createGame({ ...DUEL_HUMANS, seed: "S" });
    const ga = (await s.service.read(a.gameId))!;
    const gb = (await s.service.read(b.gameId))!;
    expect(ga.seed).not.toBe("S");
    expect(ga.seed).not.toBe(gb.seed);
    expect(ga.seedSource).toBe("server");
    // Play it out: the finished record carries the seed really used and where it came from.
    const [t0, t1] = a.tokens as string[];
    await s.act(a.gameId, t0, { type: "done" }, 0);
    await s.act(a.gameId, t1, { type: "done" }, 1);
    await s.act(a.gameId, t0, { type: "pick", n: 1 }, 2);
    await s.act(a.gameId, t1, { type: "pick", n: 2 }, 3);
    const log = await s.app.inject({ method: "GET", url: `/api/games/${a.gameId}/log` });
    expect(log.json().record).toMatchObject({ seed: ga.seed, seedSource: "server" });
  });

  it("seed: a chosen seed is used as given when no person plays (all bots), and stated as chosen", async () => {
    const res = await post(s, "/api/games", {
      ruleset: "tictactoe",
      players: 2,
      seed: "S",
      seats: [{ kind: "bot" }, { kind: "bot" }],
    });
    expect(res.status).toBe(201);
    const g = (await s.service.read(res.body.gameId))!;
    expect(g.seed).toBe("S");
    expect(g.seedSource).toBe("chosen");
  });

  it("bot budget: strength above the per-move cap is refused (schema max 20,000 iterations)", async () => {
    const res = await post(s, "/api/games", {
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "bot", bot: "mcts", strength: 1_000_000 }],
    });
    expect(res.status).toBe(400);
    expect(
      (
        await post(s, "/api/games", {
          ruleset: "tictactoe",
          players: 2,
          seats: [{ kind: "human" }, { kind: "bot", bot: "mcts", strength: 20_000 }],
        })
      ).status,
    ).toBe(201);
  });

  it("JSON nested thousands of levels deep is refused with 400 (not a stack overflow)", async () => {
    const deep = `{"ruleset":"tictactoe","players":2,"seats":[],"options":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const res = await raw(s, "/api/games", deep);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("json-too-deep");
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const action = `{"action":{"type":"mark","cell":4,"x":${'{"a":'.repeat(3000)}1${"}".repeat(3000)}},"version":0,"idempotencyKey":"k"}`;
    const act = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/actions`,
      payload: action,
      headers: { "content-type": "application/json", authorization: `Bearer ${tokens[0]}` },
    });
    expect(act.statusCode).toBe(400);
    expect(act.json().error.code).toBe("json-too-deep");
  });

  it("a NUL character in a name, a seed or an idempotency key is refused with 400", async () => {
    for (const body of [
      { ...TTT_HUMANS, seats: [{ kind: "human", name: "a\u0000b" }, { kind: "human" }] },
      { ...TTT_HUMANS, seed: "x\u0000" },
      { ...TTT_HUMANS, options: { "k\u0000": 1 } },
    ]) {
      const res = await post(s, "/api/games", body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("nul-character");
    }
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const act = await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0, "key\u0000");
    expect(act.status).toBe(400);
    expect(act.body.error.code).toBe("nul-character");
    const q = await s.app.inject({ method: "GET", url: "/api/games?token=a%00b" });
    expect(q.statusCode).toBe(400);
  });

  it("an idempotency key reused with a different action is refused with 409 (the new action is not dropped silently)", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    expect((await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0, "same")).status).toBe(200);
    // The same request again: the original answer.
    const again = await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0, "same");
    expect(again).toMatchObject({ status: 200, body: { version: 1, duplicate: true } });
    const other = await s.act(gameId, tokens[0]!, { type: "mark", cell: 0 }, 0, "same");
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe("idempotency-key-reused");
  });

  it("strict actions: a legal action with an unknown field is refused with 422 (the rule error) before it is stored", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    for (const extra of [{ hidden: "meet me at cell 8" }, { junk: "x".repeat(10_000) }]) {
      const res = await s.act(gameId, tokens[0]!, { type: "mark", cell: 4, ...extra }, 0);
      expect(res.status).toBe(422);
      expect(typeof res.body.error.code).toBe("string");
      expect(typeof res.body.error.rule).toBe("string");
    }
    // Nothing was stored: the other seat and spectators see no entry, the version did not move.
    const other = await s.state(gameId, tokens[1]!);
    expect(other.body.version).toBe(0);
    expect(other.body.log).toEqual([]);
    const stored = await s.store.load(gameId);
    expect(stored?.entries).toEqual([]);
    expect((await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0)).status).toBe(200);
  });

  it("an action larger than the limit is refused before it is checked or stored (400 action-too-large)", async () => {
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const res = await s.act(gameId, tokens[0]!, { type: "mark", cell: 4, junk: "x".repeat(20_000) }, 0);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("action-too-large");
    expect((await s.state(gameId)).body.version).toBe(0);
  });

  it("options are checked by the ruleset's validateOptions (422 with its rule error)", async () => {
    for (const bestOf of [-1, 0, 4, 1e9, "bogus"]) {
      const res = await post(s, "/api/games", {
        ruleset: "rps",
        players: 2,
        options: { bestOf },
        seats: [{ kind: "human" }, { kind: "human" }],
      });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe("bad-best-of");
    }
  });

  it("options larger than the limit are refused before anything is stored", async () => {
    const res = await post(s, "/api/games", { ...TTT_HUMANS, options: { pad: "x".repeat(5000) } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("options-too-large");
  });

  it("names are normalised to NFC; control, zero-width and bidi-override characters are refused", async () => {
    for (const name of ["Ali\u202Ecilbup", "Al\u200Bice", "Bob\u0007", "\u2066Eve\u2069", "x\u2028y"]) {
      const res = await post(s, "/api/games", {
        ...TTT_HUMANS,
        seats: [{ kind: "human", name }, { kind: "human" }],
      });
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(res.body.error.code).toBe("bad-name");
    }
    const ok = await post(s, "/api/games", {
      ...TTT_HUMANS,
      seats: [{ kind: "human", name: "  Zoe\u0301  " }, { kind: "human" }],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.seats[0].name).toBe("Zoé");
    const join = await post(
      s,
      `/api/games/${ok.body.gameId}/join`,
      { name: "Mal\u202Elory" },
      ok.body.seats[1].token,
    );
    expect(join.status).toBe(422);
    expect(join.body.error.code).toBe("bad-name");
  });

  it("security headers: CSP, X-Frame-Options and Referrer-Policy on every answer", async () => {
    const res = await s.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("lobby: GET /api/games pages through every game newest first with `before`", async () => {
    const seen: string[] = [];
    let before: string | undefined;
    for (let page = 0; page < 100; page++) {
      const url = `/api/games?limit=3${before ? `&before=${encodeURIComponent(before)}` : ""}`;
      const res = await s.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { gameId: string; updatedAt: string }[];
      if (rows.length === 0) break;
      seen.push(...rows.map((r) => `${r.updatedAt}|${r.gameId}`));
      before = seen[seen.length - 1];
    }
    const all = (await s.store.db.selectFrom("games").select(["id", "updated_at"]).execute())
      .map((g) => `${g.updated_at}|${g.id}`)
      .sort()
      .reverse();
    expect(seen).toEqual(all);
  });

  it("metrics: the in-memory cache size is reported", async () => {
    const res = await s.app.inject({ method: "GET", url: "/api/metrics" });
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.cache.games).toBeGreaterThan(0);
    expect(m.cache.bytes).toBeGreaterThan(0);
    expect(m.cache.maxBytes).toBe(128 * 1024 * 1024);
    expect(m.rssBytes).toBeGreaterThan(0);
  });
});

describe("StarCraft options on the server", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ rulesetModules: [...TEST_MODULES, "@koprulu/starcraft"] });
  });
  afterAll(async () => {
    await s.stop();
  });

  it("maxRounds -1, 0, 1.5 or 1e9 and factionSelection 'bogus' are refused with 422 by StarCraft's validateOptions", async () => {
    const seats = [{ kind: "human" }, { kind: "human" }];
    for (const [options, code] of [
      [{ players: 2, factionSelection: "random", maxRounds: -1 }, "bad-max-rounds"],
      [{ players: 2, factionSelection: "random", maxRounds: 0 }, "bad-max-rounds"],
      [{ players: 2, factionSelection: "random", maxRounds: 1.5 }, "bad-max-rounds"],
      [{ players: 2, factionSelection: "random", maxRounds: 1e9 }, "bad-max-rounds"],
      [{ players: 2, factionSelection: "bogus", maxRounds: 60 }, "bad-faction-selection"],
    ] as const) {
      const res = await post(s, "/api/games", { ruleset: "starcraft", players: 2, options, seats });
      expect(res.status, JSON.stringify(options)).toBe(422);
      expect(res.body.error.code).toBe(code);
    }
    const ok = await post(s, "/api/games", {
      ruleset: "starcraft",
      players: 2,
      options: { players: 2, factionSelection: "choose", maxRounds: 30 },
      seats,
    });
    expect(ok.status).toBe(201);
  });
});

describe("rate limits and stream caps", () => {
  let s: TestServer;
  let base: string;
  beforeAll(async () => {
    s = await startTestServer({
      limits: { requestsPerMinute: 8, createsPerMinute: 2, webSocketsPerClient: 2 },
    });
    base = (await s.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
  });
  afterAll(async () => {
    await s.stop();
  });

  it("game creation is limited per address (429 rate-limited)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(s, "/api/games", TTT_HUMANS)).status);
    expect(statuses).toEqual([201, 201, 429]);
    const res = await post(s, "/api/games", TTT_HUMANS);
    expect(res.body.error.code).toBe("rate-limited");
  });

  it("requests are limited per address and per seat token", async () => {
    // Sequential: the in-memory store counts a burst of concurrent requests all at once.
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push(
        (await s.app.inject({ method: "GET", url: "/api/health", remoteAddress: "203.0.113.7" })).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    // One token from many addresses is limited too.
    const byToken: number[] = [];
    for (let i = 0; i < 10; i++)
      byToken.push(
        (
          await s.app.inject({
            method: "GET",
            url: "/api/health",
            remoteAddress: `198.51.100.${i + 1}`,
            headers: { authorization: "Bearer tok-shared-by-many" },
          })
        ).statusCode,
      );
    expect(byToken).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it("behind a trusted proxy the limit per address keys on the client's address (X-Forwarded-For)", async () => {
    const proxied = await startTestServer({ trustProxy: "127.0.0.1", limits: { requestsPerMinute: 2 } });
    try {
      const get = (client: string) =>
        proxied.app.inject({ method: "GET", url: "/api/health", headers: { "x-forwarded-for": client } });
      const a = [await get("203.0.113.1"), await get("203.0.113.1"), await get("203.0.113.1")];
      expect(a.map((r) => r.statusCode)).toEqual([200, 200, 429]);
      expect((await get("203.0.113.2")).statusCode).toBe(200);
    } finally {
      await proxied.stop();
    }
  });

  it("one client holds at most the cap of WebSocket streams", async () => {
    const res = await s.app.inject({
      method: "POST",
      url: "/api/games",
      payload: TTT_HUMANS,
      remoteAddress: "192.0.2.50",
    });
    const gameId = res.json().gameId;
    const opened: WebSocket[] = [];
    const openOne = () =>
      new Promise<{ ws: WebSocket; first: Json; code?: number }>((resolve, reject) => {
        const ws = new WebSocket(`${base}/api/games/${gameId}/stream`);
        opened.push(ws);
        ws.once("message", (d) => resolve({ ws, first: JSON.parse(String(d)) }));
        ws.once("error", reject);
      });
    const a = await openOne();
    const b = await openOne();
    expect([a.first.type, b.first.type]).toEqual(["state", "state"]);
    const c = await openOne();
    expect(c.first).toMatchObject({ type: "error", error: { code: "too-many-streams" } });
    const closed = await new Promise<number>((r) => c.ws.once("close", (code) => r(code)));
    expect(closed).toBe(4429);
    // Closing one frees a place.
    await new Promise<void>((r) => {
      a.ws.once("close", () => r());
      a.ws.close();
    });
    await new Promise((r) => setTimeout(r, 50));
    const d = await openOne();
    expect(d.first.type).toBe("state");
    for (const ws of opened) ws.close();
  });
});

describe.runIf(PG_URL)("strict inputs on PostgreSQL (text cannot hold NUL)", () => {
  const schema = `koprulu_hard_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ databaseUrl: PG_URL!, databaseSchema: schema });
  });
  afterAll(async () => {
    await s.stop();
    await dropPostgresSchema(PG_URL!, schema);
  });

  it("a NUL character in a name, a seed or an idempotency key is refused with 400, never a 500", async () => {
    for (const body of [
      { ...TTT_HUMANS, seats: [{ kind: "human", name: "a\u0000b" }, { kind: "human" }] },
      { ...TTT_HUMANS, seed: "x\u0000" },
    ]) {
      const res = await post(s, "/api/games", body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("nul-character");
    }
    const { gameId, tokens } = await s.createGame(TTT_HUMANS);
    const act = await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0, "key\u0000");
    expect(act.status).toBe(400);
    const ok = await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0, "key");
    expect(ok.status).toBe(200);
  });
});
