/**
 * Storage against both databases: SQLite always; PostgreSQL when KOPRULU_TEST_DATABASE_URL is
 * set (CI: postgres://postgres@127.0.0.1:5432/test), each run in its own schema, dropped after.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../server";
import { TEST_MODULES } from "../testing/harness";
import { dropPostgresSchema, openDatabase } from "./connect";
import { type EntryRow, GameStore, SeatChanged, VersionConflict } from "./store";

const PG_URL = process.env.KOPRULU_TEST_DATABASE_URL;
if (!PG_URL) {
  console.warn(
    "\n*** SKIPPED: PostgreSQL storage tests — KOPRULU_TEST_DATABASE_URL is not set " +
      "(e.g. postgres://postgres@127.0.0.1:5432/test). Only SQLite was tested. ***\n",
  );
}

interface Backend {
  name: string;
  url: () => string;
  schema?: string;
  setup(): Promise<void>;
  teardown(): Promise<void>;
}

const dir = mkdtempSync(join(tmpdir(), "koprulu-store-"));
const pgSchema = `koprulu_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const backends: Backend[] = [
  {
    name: "SQLite",
    url: () => join(dir, "store.sqlite"),
    setup: async () => {},
    teardown: async () => rmSync(dir, { recursive: true, force: true }),
  },
];
if (PG_URL) {
  backends.push({
    name: "PostgreSQL",
    url: () => PG_URL,
    schema: pgSchema,
    setup: async () => {},
    teardown: () => dropPostgresSchema(PG_URL, pgSchema),
  });
}

function entry(gameId: string, seq: number, key: string | null = `k${seq}`): EntryRow {
  return {
    game_id: gameId,
    seq,
    seat: seq % 2 === 1 ? 0 : 1,
    kind: "action",
    action: JSON.stringify({ type: "mark", cell: seq }),
    idempotency_key: key,
    description: `move ${seq}`,
    story: null,
    visible_to: '[0,1,"spectator"]',
    state_hash: `h${seq}`,
    created_at: new Date().toISOString(),
  };
}

const now = () => new Date().toISOString();
const game = (id: string) => ({
  id,
  ruleset: "tictactoe",
  players: 2,
  options: "{}",
  seed: "seed",
  seed_source: "chosen",
  status: "active",
  version: 0,
  pending_seats: "[0]",
  outcome: null,
  created_at: now(),
  updated_at: now(),
});
const seats = (id: string) => [
  {
    game_id: id,
    seat: 0,
    kind: "human",
    name: "A",
    token_hash: `${id}-t0`,
    bot: null,
    strength: null,
    webhook: null,
  },
  {
    game_id: id,
    seat: 1,
    kind: "bot",
    name: "B",
    token_hash: null,
    bot: "mcts",
    strength: "hard",
    webhook: null,
  },
];

if (!PG_URL) {
  describe("PostgreSQL storage", () => {
    it.skip("SKIPPED: set KOPRULU_TEST_DATABASE_URL to run the storage tests against PostgreSQL", () => {});
  });
}

describe.each(backends)("GameStore on $name", (backend) => {
  let store: GameStore;
  beforeAll(async () => {
    await backend.setup();
    store = new GameStore(
      await openDatabase(backend.url(), backend.schema ? { schema: backend.schema } : {}),
    );
    await store.migrate();
  });
  afterAll(async () => {
    await store.close();
    await backend.teardown();
  });

  it("migrations are idempotent", async () => {
    await store.migrate();
    expect(await store.load("missing")).toBeNull();
  });

  it("round-trips a game with its seats", async () => {
    await store.createGame(game("g1"), seats("g1"));
    const rows = await store.load("g1");
    expect(rows?.game).toMatchObject({
      id: "g1",
      ruleset: "tictactoe",
      players: 2,
      version: 0,
      status: "active",
    });
    expect(rows?.seats).toEqual(seats("g1"));
    expect(rows?.entries).toEqual([]);
    expect(rows?.snapshot).toBeNull();
  });

  it("appends entries in sequence, each moving the version by one", async () => {
    await store.createGame(game("g2"), seats("g2"));
    for (let seq = 1; seq <= 3; seq++) {
      await store.append(entry("g2", seq), { status: "active", pending_seats: "[1]", outcome: null }, null);
    }
    const rows = await store.load("g2");
    expect(rows?.game.version).toBe(3);
    expect(rows?.entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(rows?.entries[1]).toEqual({ ...entry("g2", 2), created_at: rows?.entries[1].created_at });
  });

  it("keeps an entry's story (what followed, as data) and reads an entry without one as null", async () => {
    await store.createGame(game("g-story"), seats("g-story"));
    const story = JSON.stringify([{ id: "round", args: { round: 2 } }, { id: "phase-planning" }]);
    await store.append(
      { ...entry("g-story", 1), story },
      { status: "active", pending_seats: "[1]", outcome: null },
      null,
    );
    await store.append(entry("g-story", 2), { status: "active", pending_seats: "[0]", outcome: null }, null);
    const rows = await store.load("g-story");
    expect(rows?.entries.map((e) => e.story)).toEqual([story, null]);
  });

  it("refuses an append made against an old version (optimistic concurrency) and writes nothing", async () => {
    await store.createGame(game("g3"), seats("g3"));
    await store.append(entry("g3", 1), { status: "active", pending_seats: "[1]", outcome: null }, null);
    await expect(
      store.append(entry("g3", 1, "other"), { status: "active", pending_seats: "[1]", outcome: null }, null),
    ).rejects.toBeInstanceOf(VersionConflict);
    const rows = await store.load("g3");
    expect(rows?.entries).toHaveLength(1);
    expect(rows?.entries[0].idempotency_key).toBe("k1");
  });

  it("refuses an append whose acting seat changed hands since the writer loaded it, and writes nothing", async () => {
    await store.createGame(game("g7"), seats("g7"));
    const open = { status: "active", pending_seats: "[1]", outcome: null };
    const asLoaded = { seat: 0, kind: "human", tokenHash: "g7-t0" };
    await store.append(entry("g7", 1), open, null, asLoaded);
    await store.updateSeat("g7", 0, { kind: "bot", token_hash: null, bot: "random" });
    await expect(store.append(entry("g7", 2), open, null, asLoaded)).rejects.toBeInstanceOf(SeatChanged);
    const rows = await store.load("g7");
    expect(rows?.game.version).toBe(1);
    expect(rows?.entries.map((e) => e.seq)).toEqual([1]);
    await store.append(entry("g7", 2), open, null, { seat: 0, kind: "bot", tokenHash: null });
    expect((await store.load("g7"))?.game.version).toBe(2);
  });

  it("an idempotency key is unique per game and seat; a failed append leaves the version alone", async () => {
    await store.createGame(game("g4"), seats("g4"));
    await store.append(
      entry("g4", 1, "same"),
      { status: "active", pending_seats: "[1]", outcome: null },
      null,
    );
    const dup = { ...entry("g4", 2, "same"), seat: 0 };
    await expect(
      store.append(dup, { status: "active", pending_seats: "[1]", outcome: null }, null),
    ).rejects.toThrow();
    expect((await store.load("g4"))?.game.version).toBe(1);
  });

  it("loads the latest snapshot at or below the game's version", async () => {
    await store.createGame(game("g5"), seats("g5"));
    for (let seq = 1; seq <= 4; seq++) {
      const snap = seq % 2 === 0 ? JSON.stringify({ at: seq }) : null;
      await store.append(entry("g5", seq), { status: "active", pending_seats: "[0]", outcome: null }, snap);
    }
    expect((await store.load("g5"))?.snapshot).toEqual({ version: 4, state: JSON.stringify({ at: 4 }) });
  });

  it("finds seats by token hash, and unfinished games with bots", async () => {
    const found = await store.seatsByTokenHashes(["g1-t0", "g2-t0", "nope"]);
    expect(found.map((s) => s.game_id).sort()).toEqual(["g1", "g2"]);
    expect(found[0].game.ruleset).toBe("tictactoe");
    expect(await store.activeGamesWithBots()).toEqual(expect.arrayContaining(["g1", "g2", "g5"]));
  });
});

describe.each(backends)("a game served on $name resumes after the server restarts", (backend) => {
  const schema = backend.schema ? `${backend.schema}_srv` : undefined;
  const file =
    backend.name === "SQLite" ? join(mkdtempSync(join(tmpdir(), "koprulu-srv-")), "g.sqlite") : backend.url();
  afterAll(async () => {
    if (schema && PG_URL) await dropPostgresSchema(PG_URL, schema);
  });

  it("replays the log (and snapshots) to the same state and keeps playing", async () => {
    const cfg = {
      databaseUrl: file,
      ...(schema ? { databaseSchema: schema } : {}),
      rulesetModules: TEST_MODULES,
      botWorkers: 0,
      logger: false as const,
      webDist: null,
    };
    const first = await createServer(cfg);
    const created = await first.app.inject({
      method: "POST",
      url: "/api/games",
      payload: { ruleset: "duel", players: 2, seats: [{ kind: "human" }, { kind: "human" }] },
    });
    const { gameId, seats: s } = created.json();
    const t = [s[0].token, s[1].token];
    const act = (app: typeof first.app, seat: number, action: unknown, version: number) =>
      app.inject({
        method: "POST",
        url: `/api/games/${gameId}/actions`,
        headers: { authorization: `Bearer ${t[seat]}` },
        payload: { action, version, idempotencyKey: `v${version}` },
      });
    expect((await act(first.app, 0, { type: "add" }, 0)).statusCode).toBe(200);
    expect((await act(first.app, 0, { type: "done" }, 1)).statusCode).toBe(200);
    expect((await act(first.app, 1, { type: "add" }, 2)).statusCode).toBe(200);
    const before = (
      await first.app.inject({
        method: "GET",
        url: `/api/games/${gameId}/state`,
        headers: { authorization: `Bearer ${t[1]}` },
      })
    ).json();
    await first.close();

    const second = await createServer(cfg);
    const after = (
      await second.app.inject({
        method: "GET",
        url: `/api/games/${gameId}/state`,
        headers: { authorization: `Bearer ${t[1]}` },
      })
    ).json();
    expect(after).toEqual(before);
    // Undo state survives too: seat 1 may still take back its "add".
    expect(after.canUndo).toBe(true);
    expect((await act(second.app, 1, { type: "done" }, 3)).statusCode).toBe(200);
    expect((await act(second.app, 0, { type: "pick", n: 2 }, 4)).statusCode).toBe(200);
    expect((await act(second.app, 1, { type: "pick", n: 2 }, 5)).statusCode).toBe(200);
    const log = (await second.app.inject({ method: "GET", url: `/api/games/${gameId}/log` })).json();
    expect(log.finished).toBe(true);
    expect(log.outcome).toEqual({ winners: [], reason: "draw" });
    await second.close();
  });
});

describe.each(backends)("the story of a log entry survives a restart on $name", (backend) => {
  const schema = backend.schema ? `${backend.schema}_story` : undefined;
  const file =
    backend.name === "SQLite"
      ? join(mkdtempSync(join(tmpdir(), "koprulu-story-")), "g.sqlite")
      : backend.url();
  afterAll(async () => {
    if (schema && PG_URL) await dropPostgresSchema(PG_URL, schema);
  });

  it("a ruleset's tellAction story is served with its log line, before and after the restart", async () => {
    const cfg = {
      databaseUrl: file,
      ...(schema ? { databaseSchema: schema } : {}),
      rulesetModules: TEST_MODULES,
      botWorkers: 0,
      logger: false as const,
      webDist: null,
    };
    const first = await createServer(cfg);
    const created = await first.app.inject({
      method: "POST",
      url: "/api/games",
      payload: { ruleset: "duel-story", players: 2, seats: [{ kind: "human" }, { kind: "human" }] },
    });
    const { gameId, seats: s } = created.json();
    const t = [s[0].token, s[1].token];
    const act = (app: typeof first.app, seat: number, action: unknown, version: number) =>
      app.inject({
        method: "POST",
        url: `/api/games/${gameId}/actions`,
        headers: { authorization: `Bearer ${t[seat]}` },
        payload: { action, version, idempotencyKey: `v${version}` },
      });
    const state = async (app: typeof first.app) =>
      (
        await app.inject({
          method: "GET",
          url: `/api/games/${gameId}/state`,
          headers: { authorization: `Bearer ${t[0]}` },
        })
      ).json();
    expect((await act(first.app, 0, { type: "add" }, 0)).statusCode).toBe(200);
    expect((await act(first.app, 0, { type: "done" }, 1)).statusCode).toBe(200);
    expect((await act(first.app, 1, { type: "done" }, 2)).statusCode).toBe(200);
    const before = await state(first.app);
    await first.close();
    // "add" told nothing more: no story field; the second "done" opened the pick phase.
    expect(before.log.map((l: { story?: unknown }) => l.story)).toEqual([
      undefined,
      undefined,
      [{ id: "pick-phase" }],
    ]);
    expect(before.log[2].text).toBe("Seat 2 is done. pick-phase.");

    const second = await createServer(cfg);
    expect(await state(second.app)).toEqual(before);
    expect((await act(second.app, 0, { type: "pick", n: 3 }, 3)).statusCode).toBe(200);
    // Seat 1 may not see seat 0's pick, but the public story of it comes with the hidden line.
    const hidden = (
      await second.app.inject({
        method: "GET",
        url: `/api/games/${gameId}/state`,
        headers: { authorization: `Bearer ${t[1]}` },
      })
    )
      .json()
      .log.at(-1);
    expect(hidden.text).toMatch(/made a hidden choice/);
    expect(hidden.action).toBeUndefined();
    expect(hidden.story).toEqual([{ id: "picked", args: { seat: 0 } }]);
    expect((await act(second.app, 1, { type: "pick", n: 1 }, 4)).statusCode).toBe(200);
    const log = (await second.app.inject({ method: "GET", url: `/api/games/${gameId}/log` })).json();
    expect(log.entries.at(-1).story).toEqual([{ id: "winner", args: { seat: 0, tokens: [1, 0] } }]);
    await second.close();
  });
});

describe("the lobby query reads an index, never the whole table", () => {
  it("SQLite plans GET /api/games as an index walk with no sort of the games table", async () => {
    const d = mkdtempSync(join(tmpdir(), "koprulu-lobby-"));
    const store = new GameStore(await openDatabase(join(d, "lobby.sqlite")));
    try {
      await store.migrate();
      for (let i = 0; i < 50; i++) await store.createGame(game(`g${i}`), []);
      const sqlite = store.handle.sqlite!;
      for (const before of [undefined, { updatedAt: now(), id: "g9" }]) {
        const q = store.recentGamesQuery(50, before).compile();
        const plan = (
          sqlite.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.parameters) as { detail: string }[]
        )
          .map((r) => r.detail)
          .join("; ");
        expect(plan).toMatch(/games_updated_id/);
        expect(plan).not.toMatch(/TEMP B-TREE/);
      }
    } finally {
      await store.close();
      rmSync(d, { recursive: true, force: true });
    }
  });
});

describe.runIf(PG_URL)("PostgreSQL with its own search_path schema", () => {
  it("migrates in its schema when another schema of the database already holds the migration tables", async () => {
    const other = `${pgSchema}_other`;
    const mine = `${pgSchema}_mine`;
    try {
      const first = new GameStore(await openDatabase(PG_URL!, { schema: other }));
      await first.migrate();
      await first.close();
      const second = new GameStore(await openDatabase(PG_URL!, { schema: mine }));
      try {
        await second.migrate();
        await second.createGame(game("sp1"), seats("sp1"));
        expect((await second.load("sp1"))?.game.id).toBe("sp1");
      } finally {
        await second.close();
      }
    } finally {
      await dropPostgresSchema(PG_URL!, other);
      await dropPostgresSchema(PG_URL!, mine);
    }
  });
});
