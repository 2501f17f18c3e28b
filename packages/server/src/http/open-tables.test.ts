/**
 * Open tables and table chat (issue 36 items 2 and 4), on SQLite and — when
 * KOPRULU_TEST_DATABASE_URL is set — PostgreSQL: listed and unlisted games, the open list's
 * pages and contents (never a token), the race for the last free seat between two server nodes
 * sharing one database, the chat stored and read back, pushed to the game's streams, its limits,
 * and a token of another game refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { dropPostgresSchema } from "../storage/connect";
import { startTestServer, type TestServer } from "../testing/harness";
import { until } from "../testing/until";

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON bodies
type Json = any;

const PG_URL = process.env.KOPRULU_TEST_DATABASE_URL;
if (!PG_URL)
  console.warn("\n*** SKIPPED: open tables on PostgreSQL — KOPRULU_TEST_DATABASE_URL is not set ***\n");

const backends = [{ name: "SQLite", pg: false }, ...(PG_URL ? [{ name: "PostgreSQL", pg: true }] : [])];

/** Tic-tac-toe with the creator in seat 0 and seat 1 open for the first joiner. */
const OPEN_TTT = {
  ruleset: "tictactoe",
  players: 2,
  seats: [{ kind: "human" }, { kind: "human", open: true }],
};

async function call(s: TestServer, method: "GET" | "POST", url: string, body?: unknown, token?: string) {
  const res = await s.app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() as Json, text: res.body };
}

describe.each(backends)("open tables and table chat on $name", ({ pg }) => {
  const schema = `koprulu_tables_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let s: TestServer;
  /** A second node on the same database (the race for the last seat). */
  let node2: TestServer;
  beforeAll(async () => {
    const db = pg ? { databaseUrl: PG_URL!, databaseSchema: schema } : {};
    s = await startTestServer({ ...db, limits: { chatPerMinute: 0, joinsPerMinute: 0 } });
    node2 = await startTestServer({
      ...(pg ? db : { databaseUrl: s.dbFile }),
      limits: { chatPerMinute: 0, joinsPerMinute: 0 },
    });
  });
  afterAll(async () => {
    await node2?.stop();
    await s?.stop();
    if (pg) await dropPostgresSchema(PG_URL!, schema);
  });

  const openIds = async (query = "") =>
    ((await call(s, "GET", `/api/games/open${query}`)).body.tables as Json[]).map((t) => t.gameId);

  it("a game with an open seat is listed by default; unlisted and full games are not", async () => {
    const open = await call(s, "POST", "/api/games", OPEN_TTT);
    expect(open.status).toBe(201);
    // No token is made for the open seat: nobody holds it yet.
    expect(open.body.seats[1].token).toBeUndefined();
    // Unlisted = invitation only: a free seat there is refused, and nothing is created.
    const unlisted = await call(s, "POST", "/api/games", { ...OPEN_TTT, listed: false });
    expect(unlisted.status).toBe(422);
    expect(unlisted.body.error.code).toBe("open-seat-unlisted");
    const full = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const ids = await openIds("?limit=100");
    expect(ids).toContain(open.body.gameId);
    expect(ids).not.toContain(full.gameId);
    // Without a free seat and without `listed: true`, a game is not among the games to watch either.
    const live = (await call(s, "GET", "/api/games/live?limit=100")).body.tables.map((t: Json) => t.gameId);
    expect(live).not.toContain(full.gameId);
    // Listed on purpose with every seat held: a game to watch, not an open table.
    const watched = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "bot" }],
      listed: true,
    });
    const liveNow = (await call(s, "GET", "/api/games/live?limit=100")).body.tables.map(
      (t: Json) => t.gameId,
    );
    expect(liveNow).toContain(watched.gameId);
    expect(await openIds("?limit=100")).not.toContain(watched.gameId);
  });

  it("a finished listed game leaves both lists", async () => {
    const created = await call(s, "POST", "/api/games", OPEN_TTT);
    const id = created.body.gameId as string;
    const joiner = await call(s, "POST", `/api/games/${id}/claim`, { name: "Bob" });
    const liveIds = async () =>
      ((await call(s, "GET", "/api/games/live?limit=100")).body.tables as Json[]).map((t) => t.gameId);
    expect(await liveIds()).toContain(id);
    const tokens = [created.body.seats[0].token as string, joiner.body.token as string];
    // X takes the top row while O plays the middle one.
    const moves = [0, 3, 1, 4, 2];
    for (const [version, cell] of moves.entries()) {
      const res = await s.act(id, tokens[version % 2]!, { type: "mark", cell }, version);
      expect(res.status).toBe(200);
    }
    expect((await s.state(id)).body.status).toBe("finished");
    expect(await liveIds()).not.toContain(id);
    expect(await openIds("?limit=100")).not.toContain(id);
  });

  it("an open table shows ruleset, options, seats taken of total and created — and never a token", async () => {
    const created = await call(s, "POST", "/api/games", OPEN_TTT);
    const page = await call(s, "GET", "/api/games/open?limit=100");
    const row = page.body.tables.find((t: Json) => t.gameId === created.body.gameId);
    expect(row).toMatchObject({ ruleset: "tictactoe", players: 2, seatsTaken: 1, seatsTotal: 2 });
    expect(row.options).toBeDefined();
    expect(Date.parse(row.createdAt)).not.toBeNaN();
    expect(row).not.toHaveProperty("clock");
    const token = created.body.seats[0].token as string;
    expect(page.text).not.toContain(token);
    expect(page.text).not.toMatch(/token/i);
  });

  it("an open table with a clock shows the clock's settings (time control is part of the table)", async () => {
    const clock = { kind: "live", bankSeconds: 600, bonusSeconds: 10, onTimeout: "bot" };
    const created = await call(s, "POST", "/api/games", { ...OPEN_TTT, clock });
    expect(created.status).toBe(201);
    const page = await call(s, "GET", "/api/games/open?limit=100");
    const row = page.body.tables.find((t: Json) => t.gameId === created.body.gameId);
    expect(row.clock).toEqual(clock);
  });

  it("the open list is paged newest first, each table once, with no next after the last page", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      made.push((await call(s, "POST", "/api/games", OPEN_TTT)).body.gameId);
      await new Promise((r) => setTimeout(r, 3)); // distinct creation times
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await call(
        s,
        "GET",
        `/api/games/open?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.tables.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.tables.map((t: Json) => t.gameId));
      const times = res.body.tables.map((t: Json) => t.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      cursor = res.body.next;
      pages++;
    } while (cursor && pages < 100);
    expect(new Set(seen).size).toBe(seen.length);
    // The five newest tables come first, newest first.
    expect(seen.slice(0, 5)).toEqual([...made].reverse());
    expect((await call(s, "GET", "/api/games/open?cursor=bad")).status).toBe(400);
  });

  it("claiming a free seat gives the joiner his own token; the full table moves to the games to watch", async () => {
    const created = await call(s, "POST", "/api/games", OPEN_TTT);
    const id = created.body.gameId as string;
    const claim = await call(s, "POST", `/api/games/${id}/claim`, { name: " Ann " });
    expect(claim.status).toBe(201);
    expect(claim.body).toMatchObject({ gameId: id, seat: 1, name: "Ann" });
    expect(claim.body.invitation).toBe(`/play/${id}?token=${claim.body.token}`);
    const state = await s.state(id, claim.body.token);
    expect(state.status).toBe(200);
    expect(state.body.seat).toBe(1);
    expect(await openIds("?limit=100")).not.toContain(id);
    const live = (await call(s, "GET", "/api/games/live?limit=100")).body;
    expect(live.tables.map((t: Json) => t.gameId)).toContain(id);
    expect(JSON.stringify(live)).not.toContain(claim.body.token);
    // Nobody else gets in.
    const late = await call(s, "POST", `/api/games/${id}/claim`, { name: "Bob" });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("table-full");
  });

  it("a claim's name goes through the name and text guards; refused claims change nothing", async () => {
    const id = (await call(s, "POST", "/api/games", OPEN_TTT)).body.gameId as string;
    const bidi = await call(s, "POST", `/api/games/${id}/claim`, { name: "a\u202eb" });
    expect(bidi.status).toBe(422);
    expect(bidi.body.error.code).toBe("bad-name");
    const nul = await call(s, "POST", `/api/games/${id}/claim`, { name: "a\u0000b" });
    expect(nul.status).toBe(400);
    expect(nul.body.error.code).toBe("nul-character");
    expect((await call(s, "POST", `/api/games/${id}/claim`, {})).status).toBe(400);
    expect((await call(s, "POST", "/api/games/nosuchgame/claim", { name: "Ann" })).status).toBe(404);
    expect(await openIds("?limit=100")).toContain(id);
  });

  it("two joiners racing for the last seat on two nodes: exactly one gets it", async () => {
    for (let round = 0; round < 3; round++) {
      const id = (await call(s, "POST", "/api/games", OPEN_TTT)).body.gameId as string;
      const [a, b] = await Promise.all([
        call(s, "POST", `/api/games/${id}/claim`, { name: "Ann" }),
        call(node2, "POST", `/api/games/${id}/claim`, { name: "Bob" }),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      const [winner, node] = a.status === 201 ? [a, s] : [b, node2];
      expect((await node.state(id, winner.body.token)).body.seat).toBe(1);
      // In storage the seat holds the winner's token and name, and no seat is free any more.
      const rows = await s.store.db.selectFrom("seats").selectAll().where("game_id", "=", id).execute();
      expect(rows.filter((r) => r.token_hash === null)).toEqual([]);
      expect(rows.find((r) => r.seat === 1)?.name).toBe(a.status === 201 ? "Ann" : "Bob");
    }
  });

  it("chat is stored with the game and read back in order, with server times, by seats and spectators", async () => {
    const { gameId, tokens } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", name: "Bob" },
      ],
    });
    const before = Date.now();
    const one = await call(s, "POST", `/api/games/${gameId}/chat`, { text: "  glhf  " }, tokens[0]!);
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ seq: 1, seat: 0, name: "Ann", text: "glhf" });
    expect(Date.parse(one.body.at)).toBeGreaterThanOrEqual(before - 1000);
    await call(s, "POST", `/api/games/${gameId}/chat`, { text: "שלום, viel Glück" }, tokens[1]!);
    // Another node on the same database reads the same chat (stored, not held in memory).
    const all = await call(node2, "GET", `/api/games/${gameId}/chat`);
    expect(all.body.messages.map((m: Json) => [m.seq, m.name, m.text])).toEqual([
      [1, "Ann", "glhf"],
      [2, "Bob", "שלום, viel Glück"],
    ]);
    const after = await call(s, "GET", `/api/games/${gameId}/chat?after=1`, undefined, tokens[0]!);
    expect(after.body.messages.map((m: Json) => m.seq)).toEqual([2]);
  });

  it("a chat message is pushed to every stream of its game (seats and spectators) as its seq, and to no other game's", async () => {
    const created = await call(s, "POST", "/api/games", {
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const other = await call(s, "POST", "/api/games", {
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const id = created.body.gameId as string;
    const base = (await s.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    const listen = (url: string) => {
      const ws = new WebSocket(url);
      const got: Json[] = [];
      ws.on("message", (d) => got.push(JSON.parse(String(d))));
      return { ws, got };
    };
    const seat = listen(`${base}/api/games/${id}/stream?token=${created.body.seats[1].token}`);
    const watcher = listen(`${base}/api/games/${id}/stream`);
    const elsewhere = listen(`${base}/api/games/${other.body.gameId}/stream`);
    for (const c of [seat, watcher, elsewhere])
      await until(async () => (c.got.some((m) => m.type === "state") ? true : null), 5000);
    const posted = await call(
      s,
      "POST",
      `/api/games/${id}/chat`,
      { text: "hello" },
      created.body.seats[0].token,
    );
    expect(posted.status).toBe(201);
    for (const c of [seat, watcher]) {
      const notice = await until(async () => c.got.find((m) => m.type === "chat") ?? null, 5000);
      expect(notice).toEqual({ type: "chat", seq: posted.body.seq });
    }
    // A refused message is not announced; the other game's stream heard nothing.
    expect(
      (await call(s, "POST", `/api/games/${id}/chat`, { text: " " }, created.body.seats[0].token)).status,
    ).toBe(422);
    await call(s, "GET", `/api/games/${id}/chat`); // a round trip after the refusal
    for (const c of [seat, watcher, elsewhere]) c.ws.close();
    expect(seat.got.filter((m) => m.type === "chat")).toHaveLength(1);
    expect(elsewhere.got.filter((m) => m.type === "chat")).toEqual([]);
  });

  it("chat text is plain text: markup comes back exactly as written, as JSON, never as HTML", async () => {
    const { gameId, tokens } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const text = "<b>bold</b> <script>alert(1)</script> &amp;";
    const res = await call(s, "POST", `/api/games/${gameId}/chat`, { text }, tokens[0]!);
    expect(res.status).toBe(201);
    const read = await s.app.inject({ method: "GET", url: `/api/games/${gameId}/chat` });
    expect(read.headers["content-type"]).toMatch(/^application\/json/);
    expect((read.json() as Json).messages[0].text).toBe(text);
  });

  it("a token of game A is refused on game B's chat, and nothing reaches either game", async () => {
    const a = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const b = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const res = await call(s, "POST", `/api/games/${b.gameId}/chat`, { text: "from A" }, a.tokens[0]!);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("not-a-seat-here");
    const read = await call(s, "GET", `/api/games/${b.gameId}/chat`, undefined, a.tokens[0]!);
    expect(read.status).toBe(403);
    expect((await call(s, "GET", `/api/games/${b.gameId}/chat`)).body.messages).toEqual([]);
    expect((await call(s, "GET", `/api/games/${a.gameId}/chat`)).body.messages).toEqual([]);
  });

  it("spectators read; they write only where the creator allowed it, under a name", async () => {
    const closed = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const refused = await call(s, "POST", `/api/games/${closed.gameId}/chat`, { text: "hi", name: "Eve" });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe("token-required");
    const allowed = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
      chat: { spectators: true },
    });
    expect((await call(s, "POST", `/api/games/${allowed.gameId}/chat`, { text: "hi" })).status).toBe(422);
    const ok = await call(s, "POST", `/api/games/${allowed.gameId}/chat`, { text: "hi", name: "Eve" });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ seat: null, name: "Eve", text: "hi" });
  });

  it("chat size: over the character limit, empty, control or text-direction characters are refused", async () => {
    const { gameId, tokens } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const post = (text: string) => call(s, "POST", `/api/games/${gameId}/chat`, { text }, tokens[0]!);
    // 500 characters (astral ones count once) pass; 501 do not.
    expect((await post("😀".repeat(500))).status).toBe(201);
    const long = await post("x".repeat(501));
    expect(long.status).toBe(422);
    expect(long.body.error.code).toBe("message-too-long");
    expect((await post("   ")).body.error.code).toBe("empty-message");
    expect((await post("a\u202eb")).body.error.code).toBe("bad-message");
    expect((await post("a\u001b[31mb")).body.error.code).toBe("bad-message");
    expect((await post("x".repeat(4001))).status).toBe(400);
    expect((await call(s, "GET", `/api/games/${gameId}/chat`)).body.messages).toHaveLength(1);
  });
});

describe("chat and claim rate limits (abuse rules)", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      limits: { chatPerMinute: 3, joinsPerMinute: 2, chatChars: 10, chatMessagesPerGame: 4 },
    });
  });
  afterAll(async () => s?.stop());

  it("a writer gets chatPerMinute messages a minute per game; the next is 429 and not stored", async () => {
    const { gameId, tokens } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
    });
    const post = (token: string, text: string) =>
      call(s, "POST", `/api/games/${gameId}/chat`, { text }, token);
    for (let i = 0; i < 3; i++) expect((await post(tokens[0]!, `m${i}`)).status).toBe(201);
    const over = await post(tokens[0]!, "m3");
    expect(over.status).toBe(429);
    expect(over.body.error.code).toBe("rate-limited");
    // The other seat has its own budget.
    expect((await post(tokens[1]!, "hi")).status).toBe(201);
    expect(
      (await call(s, "GET", `/api/games/${gameId}/chat`)).body.messages.map((m: Json) => m.text),
    ).toEqual(["m0", "m1", "m2", "hi"]);
    // The character limit is the server's setting.
    expect((await post(tokens[1]!, "x".repeat(11))).body.error.code).toBe("message-too-long");
    // A game holds chatMessagesPerGame (here 4) messages: a fifth does not fit.
    const full = await post(tokens[1]!, "5th");
    expect(full.status).toBe(422);
    expect(full.body.error.code).toBe("chat-full");
  });

  it("an address claims joinsPerMinute seats a minute; the next claim is 429 and takes no seat", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await call(s, "POST", "/api/games", OPEN_TTT)).body.gameId);
    expect((await call(s, "POST", `/api/games/${ids[0]}/claim`, { name: "A" })).status).toBe(201);
    expect((await call(s, "POST", `/api/games/${ids[1]}/claim`, { name: "A" })).status).toBe(201);
    const over = await call(s, "POST", `/api/games/${ids[2]}/claim`, { name: "A" });
    expect(over.status).toBe(429);
    const open = (await call(s, "GET", "/api/games/open?limit=100")).body.tables.map((t: Json) => t.gameId);
    expect(open).toContain(ids[2]);
  });
});
