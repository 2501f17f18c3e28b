/**
 * Clocks (issue 36), on SQLite and — with KOPRULU_TEST_DATABASE_URL — PostgreSQL. Time is the
 * server's own and injected here (`now`), and the sweep is run by hand, so nothing sleeps.
 */
import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropPostgresSchema } from "../storage/connect";
import { startTestServer, TEST_MODULES, type TestServer } from "../testing/harness";
import { until } from "../testing/until";

const PG_URL = process.env.KOPRULU_TEST_DATABASE_URL;
if (!PG_URL) console.warn("\n*** clocks on PostgreSQL SKIPPED: set KOPRULU_TEST_DATABASE_URL ***\n");
const BACKENDS = [{ name: "SQLite", pg: false }, ...(PG_URL ? [{ name: "PostgreSQL", pg: true }] : [])];

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON
type Json = any;

const live = (bankSeconds: number, bonusSeconds: number, onTimeout: "bot" | "forfeit") => ({
  kind: "live",
  bankSeconds,
  bonusSeconds,
  onTimeout,
});

describe.each(BACKENDS)("clocks on $name", ({ pg }) => {
  let s: TestServer;
  let t = Date.now();
  const schema = `clocks_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  beforeAll(async () => {
    s = await startTestServer({
      botWorkers: 1,
      now: () => t,
      clockSweepMs: 0,
      rulesetModules: [...TEST_MODULES, "@koprulu/starcraft"],
      ...(pg ? { databaseUrl: PG_URL!, databaseSchema: schema } : {}),
    });
  });
  afterAll(async () => {
    await s.stop();
    if (pg) await dropPostgresSchema(PG_URL!, schema);
  });

  const create = (body: Record<string, unknown>) =>
    s.app.inject({ method: "POST", url: "/api/games", payload: body });
  const summary = async (id: string): Promise<Json> =>
    (await s.app.inject({ method: "GET", url: `/api/games/${id}` })).json();

  it("a clock outside sane bounds or of an unknown kind is refused", async () => {
    const base = { ruleset: "tictactoe", players: 2, seats: [{ kind: "human" }, { kind: "human" }] };
    const tooShort = await create({ ...base, clock: live(0, 0, "bot") });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().error.code).toBe("bad-clock");
    const tooLong = await create({
      ...base,
      clock: { kind: "async", decisionHours: 24 * 400, bankHours: 0, onTimeout: "bot" },
    });
    expect(tooLong.json().error.code).toBe("bad-clock");
    expect((await create({ ...base, clock: { kind: "blitz" } })).statusCode).toBe(400);
    expect((await create({ ...base, clock: { kind: "live", bankSeconds: 60 } })).statusCode).toBe(400);
    // Every ruleset takes a forfeit clock (its own forfeit rule or the engine's default).
    const rps = await create({ ...base, ruleset: "rps", clock: live(60, 5, "forfeit") });
    expect(rps.statusCode).toBe(201);
    const rulesets: Json[] = (await s.app.inject({ method: "GET", url: "/api/rulesets" })).json();
    expect(rulesets.every((r) => r.forfeit === true)).toBe(true);
    const none = await s.createGame(base);
    expect((await summary(none.gameId)).clock).toEqual({ kind: "none" });
    expect((await summary(none.gameId)).seats[0].clock).toBeUndefined();
  });

  it("live clock: counts only for the seat asked to decide, and a decision adds its bonus to the bank", async () => {
    t = Date.now();
    const { gameId, tokens } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
      clock: live(60, 10, "bot"),
    });
    let g = await summary(gameId);
    expect(g.clock).toEqual(live(60, 10, "bot"));
    expect(g.seats[0].clock).toMatchObject({ running: true, deadline: new Date(t + 70_000).toISOString() });
    expect(g.seats[1].clock).toEqual({ remainingMs: 60_000, deadline: null, running: false });
    t += 25_000;
    expect((await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0)).status).toBe(200);
    g = await summary(gameId);
    // 60 s + 10 s bonus − 25 s used; the other seat starts its decision now with its own bonus.
    expect(g.seats[0].clock).toEqual({ remainingMs: 45_000, deadline: null, running: false });
    expect(g.seats[1].clock).toMatchObject({ running: true, deadline: new Date(t + 70_000).toISOString() });
  });

  it("an open seat's clock does not run before someone takes the seat; it starts when the seat is claimed", async () => {
    t = Date.now();
    const { gameId, tokens } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human", open: true }],
      clock: live(60, 10, "forfeit"),
    });
    expect((await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0)).status).toBe(200);
    // Seat 1 is asked, but nobody sits there: its clock waits, however long the table stays open.
    expect((await summary(gameId)).seats[1].clock).toEqual({
      remainingMs: 60_000,
      deadline: null,
      running: false,
    });
    t += 3_600_000;
    await s.service.clocks.sweep();
    let g = await summary(gameId);
    expect(g.status).toBe("active");
    expect(g.seats[1].clock).toEqual({ remainingMs: 60_000, deadline: null, running: false });
    const claim = await s.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/claim`,
      payload: { name: "Bob" },
    });
    expect(claim.statusCode).toBe(201);
    g = await summary(gameId);
    expect(g.seats[1].clock).toMatchObject({ running: true, deadline: new Date(t + 70_000).toISOString() });
    // From here it is an ordinary clock: it runs out and the forfeit ends the game.
    t += 71_000;
    await s.service.clocks.sweep();
    const end = await until(async () => {
      const after = await summary(gameId);
      return after.status === "finished" ? after : null;
    }, 20_000);
    expect(end.outcome.winners).toEqual([0]);
  });

  it("async clock: the decision's allowance is used first, only time beyond it comes from the bank", async () => {
    t = Date.now();
    const { gameId, tokens } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
      clock: { kind: "async", decisionHours: 24, bankHours: 48, onTimeout: "bot" },
    });
    const H = 3_600_000;
    expect((await summary(gameId)).seats[0].clock.deadline).toBe(new Date(t + 72 * H).toISOString());
    t += 30 * H; // 6 hours beyond the day's allowance
    expect((await s.act(gameId, tokens[0]!, { type: "mark", cell: 0 }, 0)).status).toBe(200);
    expect((await summary(gameId)).seats[0].clock.remainingMs).toBe(42 * H);
  });

  it("a live-clock human seat that does not answer is handed to a bot when its bank is spent, and the game ends by the rules", async () => {
    t = Date.now();
    const { gameId } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "bot", bot: "random" },
      ],
      clock: live(1, 0, "bot"),
    });
    await s.service.clocks.sweep();
    expect((await summary(gameId)).seats[0].kind).toBe("human"); // 1 s not yet spent
    t += 1500;
    await s.service.clocks.sweep();
    const handed = await summary(gameId);
    expect(handed.seats[0]).toMatchObject({ kind: "bot", name: "normal bot (for Ann)" });
    // The bots finish the game by the rules of tic-tac-toe.
    const end = await until(async () => {
      const g = await summary(gameId);
      return g.status === "finished" ? g : null;
    }, 20_000);
    expect(["line", "draw"]).toContain(end.outcome.reason);
    expect(end.seats[0].clock.running).toBe(false);
  });

  it("a forfeit clock ends the game for the player whose clock ran out (tic-tac-toe: he loses)", async () => {
    t = Date.now();
    const { gameId, tokens } = await s.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
      clock: live(5, 1, "forfeit"),
    });
    expect((await s.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0)).status).toBe(200);
    t += 6_500; // seat 1 had 5 s + 1 s bonus
    await s.service.clocks.sweep();
    const g = await summary(gameId);
    expect(g.status).toBe("finished");
    expect(g.outcome).toMatchObject({ winners: [0], reason: "forfeit" });
    const log: Json = (await s.app.inject({ method: "GET", url: `/api/games/${gameId}/log` })).json();
    expect(log.entries.at(-1)).toMatchObject({
      kind: "forfeit",
      seat: 1,
      text: "Seat 2 forfeits: their clock ran out.",
    });
    // The finished record replays: its forfeit entry goes through the rules' forfeit.
    expect(log.record.log.at(-1)).toEqual({ player: 1, action: { type: "@forfeit" } });
    expect((await s.act(gameId, tokens[1]!, { type: "mark", cell: 0 }, 2)).status).toBe(422);
  });
  it("a forfeit clock in StarCraft eliminates the silent seat by the rules (Elimination Victory: the other wins)", async () => {
    t = Date.now();
    const { gameId, tokens } = await s.createGame({
      ruleset: "starcraft",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
      clock: live(60, 0, "forfeit"),
    });
    // Both seats take the first legal choice through setup, at no cost of time (t stands still).
    const silent = await until(async () => {
      for (const seat of [0, 1]) {
        const st: Json = (await s.state(gameId, tokens[seat]!)).body;
        if (st.pending.some((d: Json) => d.kind === "planning")) return st.pending[0].player as number;
        if (st.legalActions.length > 0)
          expect((await s.act(gameId, tokens[seat]!, st.legalActions[0], st.version)).status).toBe(200);
      }
      return null;
    }, 60_000);
    t += 60_001;
    await s.service.clocks.sweep();
    const g = await summary(gameId);
    expect(g.status).toBe("finished");
    expect(g.outcome).toMatchObject({ winners: [1 - silent], reason: "elimination" });
    const view: Json = (await s.state(gameId, tokens[1 - silent]!)).body.view;
    expect(view.players[silent].eliminated).toBe(true);
    const log: Json = (await s.app.inject({ method: "GET", url: `/api/games/${gameId}/log` })).json();
    expect(log.entries.at(-1)).toMatchObject({ kind: "forfeit", seat: silent });
  });

  it("a forfeit clock in a game without elimination (rock-paper-scissors) ends the game with the silent seat last", async () => {
    t = Date.now();
    const { gameId, tokens } = await s.createGame({
      ruleset: "rps",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
      clock: live(30, 0, "forfeit"),
    });
    // Both seats are asked at once; Ann shows her hand, Bob stays silent until his bank is spent.
    const ann: Json = (await s.state(gameId, tokens[0]!)).body;
    expect((await s.act(gameId, tokens[0]!, ann.legalActions[0], ann.version)).status).toBe(200);
    t += 30_001;
    await s.service.clocks.sweep();
    const g = await summary(gameId);
    expect(g.status).toBe("finished");
    // The others ranked by the ruleset's standing (rounds won so far: none yet), the forfeiter last.
    expect(g.outcome).toEqual({ winners: [0], reason: "forfeit", scores: [0, 0] });
    const log: Json = (await s.app.inject({ method: "GET", url: `/api/games/${gameId}/log` })).json();
    expect(log.record.log.at(-1)).toEqual({ player: 1, action: { type: "@forfeit" } });
    // Another server on the same database replays the log, forfeit entry included, to the same end.
    const other = await startTestServer({
      ...(pg ? { databaseUrl: PG_URL!, databaseSchema: schema } : { databaseUrl: s.dbFile }),
      clockSweepMs: 0,
    });
    try {
      const replayed = (await other.app.inject({ method: "GET", url: `/api/games/${gameId}` })).json();
      expect(replayed.outcome).toEqual(g.outcome);
      const st: Json = (await other.state(gameId, tokens[1]!)).body;
      expect(st.outcome).toEqual(g.outcome);
      expect(st.legalActions).toEqual([]);
      const again: Json = (await other.app.inject({ method: "GET", url: `/api/games/${gameId}/log` })).json();
      expect(again.record.hash).toBe(log.record.hash);
    } finally {
      await other.stop();
    }
  });
});

describe.each(BACKENDS)("clocks across a restart on $name", ({ pg }) => {
  it("a server stopped and started on the same database keeps each seat's remaining time and running deadline", async () => {
    let t = Date.now();
    const schema = `clocks_restart_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const db = pg ? { databaseUrl: PG_URL!, databaseSchema: schema } : {};
    const first = await startTestServer({ now: () => t, clockSweepMs: 0, ...db });
    const { gameId, tokens } = await first.createGame({
      ruleset: "tictactoe",
      players: 2,
      seats: [{ kind: "human" }, { kind: "human" }],
      clock: live(120, 5, "bot"),
    });
    t += 40_000;
    expect((await first.act(gameId, tokens[0]!, { type: "mark", cell: 4 }, 0)).status).toBe(200);
    t += 10_000;
    const before = (await first.app.inject({ method: "GET", url: `/api/games/${gameId}` })).json().seats;
    await first.close(); // the server stops; its database file stays
    const second = await startTestServer({
      ...(pg ? db : { databaseUrl: first.dbFile }),
      now: () => t,
      clockSweepMs: 0,
    });
    try {
      const after = (await second.app.inject({ method: "GET", url: `/api/games/${gameId}` })).json().seats;
      expect(after[0].clock).toEqual({ remainingMs: 85_000, deadline: null, running: false });
      expect(after[1].clock.deadline).toBe(before[1].clock.deadline);
      expect(after[1].clock.running).toBe(true);
      // …and the restarted server acts on that deadline when it passes.
      t += 115_001;
      await second.service.clocks.sweep();
      const g = (await second.app.inject({ method: "GET", url: `/api/games/${gameId}` })).json();
      expect(g.seats[1].kind).toBe("bot");
    } finally {
      await second.stop();
      await first.stop();
      if (pg) await dropPostgresSchema(PG_URL!, schema);
    }
  });
});

describe("clock warnings on webhooks", () => {
  it("a seat's webhook is told 'your clock: 10 minutes left' once, and no other seat's", async () => {
    const got: { path: string; body: Json }[] = [];
    const hooks = createHttpServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        got.push({ path: req.url ?? "", body: JSON.parse(body) });
        res.end("ok");
      });
    });
    await new Promise<void>((r) => hooks.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}`;
    let t = Date.now();
    const s = await startTestServer({ now: () => t, clockSweepMs: 0 });
    try {
      const { gameId } = await s.createGame({
        ruleset: "tictactoe",
        players: 2,
        seats: [
          { kind: "human", webhook: `${base}/ann` },
          { kind: "human", webhook: `${base}/ben` },
        ],
        clock: live(15 * 60, 0, "bot"),
      });
      await until(async () => (got.some((g) => g.body.type === "your-turn") ? true : null), 5000);
      t += 5 * 60_000 + 1000;
      await s.service.clocks.sweep();
      await s.service.clocks.sweep(); // a second sweep sends nothing more
      await s.service.idle();
      const warnings = got.filter((g) => g.body.type === "clock-warning");
      expect(warnings).toEqual([
        {
          path: "/ann",
          body: {
            type: "clock-warning",
            gameId,
            ruleset: "tictactoe",
            seat: 0,
            version: 0,
            remainingMs: 10 * 60_000 - 1000,
            message: "your clock: 10 minutes left",
          },
        },
      ]);
    } finally {
      await s.stop();
      hooks.close();
    }
  });
});
