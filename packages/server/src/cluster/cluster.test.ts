/**
 * Scale-out with real PostgreSQL and real Redis: two server nodes share one database schema and
 * one Redis channel. What a player does on one node reaches the streams and the in-memory copies
 * of the other. Needs KOPRULU_TEST_DATABASE_URL and KOPRULU_TEST_REDIS_URL (.ci/run sets both);
 * without them the run says so and these tests are skipped visibly.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createServer, type Server } from "../server";
import { dropPostgresSchema } from "../storage/connect";
import { clusterNodeConfig } from "../testing/cluster-nodes";
import { TEST_MODULES, TTT_HUMANS } from "../testing/harness";
import { type ChangeNotice, parseNotice } from "./bus";
import { RedisBus } from "./redis-bus";

const PG_URL = process.env.KOPRULU_TEST_DATABASE_URL;
const REDIS_URL = process.env.KOPRULU_TEST_REDIS_URL;
const READY = Boolean(PG_URL && REDIS_URL);
if (!READY) {
  console.warn(
    "\n*** SKIPPED: scale-out tests (two nodes over PostgreSQL + Redis) — set KOPRULU_TEST_DATABASE_URL " +
      "and KOPRULU_TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run them. ***\n",
  );
}

const run = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const silent = { info() {}, warn() {}, error() {} };

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON
type Json = any;

describe("change notices", () => {
  it("a well-formed notice parses; anything else is refused", () => {
    const ok = { gameId: "g1", kind: "version", version: 3, node: "n1" };
    expect(parseNotice(JSON.stringify(ok))).toEqual(ok);
    for (const bad of ["", "nope", "null", "[]", '{"gameId":"g","kind":"x","version":1,"node":"n"}'])
      expect(parseNotice(bad)).toBeNull();
    expect(parseNotice(JSON.stringify({ ...ok, version: -1 }))).toBeNull();
    expect(parseNotice(JSON.stringify({ ...ok, version: 1.5 }))).toBeNull();
    expect(parseNotice(JSON.stringify({ ...ok, node: "" }))).toBeNull();
  });
});

describe.runIf(READY)("RedisBus (real Redis)", () => {
  it("delivers a node's notices to the other nodes, never back to itself, and skips malformed messages", async () => {
    const channel = `koprulu:test:${run}:bus`;
    const a = await RedisBus.connect({ url: REDIS_URL!, channel, node: "a", logger: silent });
    const b = await RedisBus.connect({ url: REDIS_URL!, channel, node: "b", logger: silent });
    const raw = new Redis(REDIS_URL!);
    try {
      const atA: ChangeNotice[] = [];
      const atB: ChangeNotice[] = [];
      a.onNotice((n) => atA.push(n));
      const arrived = new Promise<void>((resolve) =>
        b.onNotice((n) => {
          atB.push(n);
          if (n.version === 2) resolve();
        }),
      );
      await raw.publish(channel, "not json");
      a.publish({ gameId: "g", kind: "version", version: 1 });
      a.publish({ gameId: "g", kind: "version", version: 2 });
      await arrived;
      expect(atB).toEqual([
        { gameId: "g", kind: "version", version: 1, node: "a" },
        { gameId: "g", kind: "version", version: 2, node: "a" },
      ]);
      expect(atA).toEqual([]);
    } finally {
      raw.disconnect();
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("connecting to a Redis that is not there fails instead of serving alone unnoticed", async () => {
    await expect(
      RedisBus.connect({ url: "redis://127.0.0.1:1", channel: "x", logger: silent }),
    ).rejects.toThrow();
  });
});

describe.runIf(READY)("two server nodes sharing PostgreSQL and Redis", () => {
  const schema = `koprulu_cluster_${run}`;
  let nodeA: Server;
  let nodeB: Server;
  let wsB: string;
  let wsA: string;

  beforeAll(async () => {
    const cfg = clusterNodeConfig(schema, run);
    nodeA = await createServer(cfg);
    nodeB = await createServer(cfg);
    wsA = (await nodeA.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    wsB = (await nodeB.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
  }, 60_000);

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    if (PG_URL) await dropPostgresSchema(PG_URL, schema);
  });

  const act = async (node: Server, gameId: string, token: string, cell: number, version: number) => {
    const res = await node.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/actions`,
      headers: { authorization: `Bearer ${token}` },
      payload: { action: { type: "mark", cell }, version, idempotencyKey: `k-${version}-${cell}` },
    });
    return { status: res.statusCode, body: res.json() as Json };
  };

  /** A stream whose `until(pred)` resolves with the first message matching it. */
  function stream(base: string, gameId: string, token: string) {
    const ws = new WebSocket(`${base}/api/games/${gameId}/stream?token=${token}`);
    const seen: Json[] = [];
    const waiters: { pred: (m: Json) => boolean; resolve: (m: Json) => void }[] = [];
    let closedCode: number | null = null;
    const closeWaiters: ((code: number) => void)[] = [];
    ws.on("message", (data) => {
      const m = JSON.parse(String(data));
      seen.push(m);
      for (const w of waiters.splice(0))
        if (w.pred(m)) w.resolve(m);
        else waiters.push(w);
    });
    ws.on("close", (code) => {
      closedCode = code;
      for (const w of closeWaiters.splice(0)) w(code);
    });
    return {
      ws,
      until: (pred: (m: Json) => boolean, ms = 5000) =>
        new Promise<Json>((resolve, reject) => {
          const hit = seen.find(pred);
          if (hit) return resolve(hit);
          const t = setTimeout(() => reject(new Error("no such message within the time")), ms);
          waiters.push({
            pred,
            resolve: (m) => {
              clearTimeout(t);
              resolve(m);
            },
          });
        }),
      closed: (ms = 5000) =>
        new Promise<number>((resolve, reject) => {
          if (closedCode !== null) return resolve(closedCode);
          const t = setTimeout(() => reject(new Error("the stream stayed open")), ms);
          closeWaiters.push((code) => {
            clearTimeout(t);
            resolve(code);
          });
        }),
    };
  }

  it("a move made on node A reaches a stream on node B, and B's copy accepts the next move at once", async () => {
    const created = await nodeA.app.inject({ method: "POST", url: "/api/games", payload: TTT_HUMANS });
    const { gameId, seats } = created.json() as Json;
    const [x, o] = seats.map((s: Json) => s.token as string);
    const onB = stream(wsB, gameId, o);
    const onA = stream(wsA, gameId, x);
    expect((await onB.until((m) => m.type === "state")).version).toBe(0);

    expect((await act(nodeA, gameId, x, 4, 0)).status).toBe(200);
    const moved = await onB.until((m) => m.type === "state" && m.version === 1);
    expect(moved.legalActions.length).toBeGreaterThan(0); // now O's turn, seen on B

    // B caught up from the database, so O's move made on B is accepted (no 409 round trip)…
    expect((await act(nodeB, gameId, o, 0, 1)).status).toBe(200);
    // …and A hears of it: its stream shows version 2 and X can move again on A.
    await onA.until((m) => m.type === "state" && m.version === 2);
    expect((await act(nodeA, gameId, x, 8, 2)).status).toBe(200);
    await onB.until((m) => m.type === "state" && m.version === 3);
    onA.ws.close();
    onB.ws.close();
  });

  it("a stale write is still refused by the database, and the refusing node then holds the truth", async () => {
    const created = await nodeA.app.inject({ method: "POST", url: "/api/games", payload: TTT_HUMANS });
    const { gameId, seats } = created.json() as Json;
    const [x] = seats.map((s: Json) => s.token as string);
    expect((await act(nodeA, gameId, x, 4, 0)).status).toBe(200);
    // Same move against version 0 on B, with another idempotency key: the game moved on.
    const res = await nodeB.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/actions`,
      headers: { authorization: `Bearer ${x}` },
      payload: { action: { type: "mark", cell: 0 }, version: 0, idempotencyKey: "other-key" },
    });
    expect(res.statusCode).toBe(409);
    expect((res.json() as Json).version).toBe(1);
  });

  it("a seat handed to a bot on node A closes that seat's stream on node B and its token stops working there", async () => {
    const created = await nodeA.app.inject({ method: "POST", url: "/api/games", payload: TTT_HUMANS });
    const { gameId, seats } = created.json() as Json;
    const [x, o] = seats.map((s: Json) => s.token as string);
    const onB = stream(wsB, gameId, o);
    await onB.until((m) => m.type === "state");
    const left = await nodeA.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/seats/1/bot`,
      headers: { authorization: `Bearer ${o}` },
      payload: { bot: "random" },
    });
    expect(left.statusCode).toBe(200);
    expect(await onB.closed()).toBe(4401);
    expect((await act(nodeA, gameId, x, 4, 0)).status).toBe(200);
    const state = await nodeB.app.inject({
      method: "GET",
      url: `/api/games/${gameId}/state`,
      headers: { authorization: `Bearer ${o}` },
    });
    expect(state.statusCode).toBeGreaterThanOrEqual(400);
    expect(state.statusCode).toBeLessThan(500);
  });
});

describe.runIf(READY)("a node that never hears of a seat change (no Redis)", () => {
  const schema = `koprulu_cluster_deaf_${run}`;
  let withBus: Server;
  let deaf: Server;

  beforeAll(async () => {
    const cfg = {
      databaseUrl: PG_URL!,
      databaseSchema: schema,
      rulesetModules: TEST_MODULES,
      botWorkers: 0,
      logger: false as const,
      webDist: null,
    };
    withBus = await createServer({ ...cfg, redisUrl: REDIS_URL!, busChannel: `koprulu:test:${run}:deaf` });
    deaf = await createServer(cfg);
  }, 60_000);

  afterAll(async () => {
    await withBus?.close();
    await deaf?.close();
    if (PG_URL) await dropPostgresSchema(PG_URL, schema);
  });

  it("still refuses the old token of a seat handed to a bot elsewhere: the commit checks the seat", async () => {
    const created = await withBus.app.inject({ method: "POST", url: "/api/games", payload: TTT_HUMANS });
    const { gameId, seats } = created.json() as Json;
    const x = seats[0].token as string;
    const seen = await deaf.app.inject({
      method: "GET",
      url: `/api/games/${gameId}/state`,
      headers: { authorization: `Bearer ${x}` },
    });
    expect(seen.statusCode).toBe(200); // the deaf node now holds the game, seat 0 human
    const left = await withBus.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/seats/0/bot`,
      headers: { authorization: `Bearer ${x}` },
      payload: { bot: "random" },
    });
    expect(left.statusCode).toBe(200);
    const res = await deaf.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/actions`,
      headers: { authorization: `Bearer ${x}` },
      payload: { action: { type: "mark", cell: 4 }, version: 0, idempotencyKey: "late" },
    });
    expect(res.statusCode).toBe(403);
    expect((res.json() as Json).error.code).toBe("seat-changed");
    const summary = await withBus.app.inject({ method: "GET", url: `/api/games/${gameId}` });
    expect((summary.json() as Json).version).toBe(0);
  });

  it("takes a move made against a version it has not heard of yet: it catches up from the database first", async () => {
    const created = await withBus.app.inject({ method: "POST", url: "/api/games", payload: TTT_HUMANS });
    const { gameId, seats } = created.json() as Json;
    const [x, o] = seats.map((s: Json) => s.token as string);
    const auth = (t: string) => ({ authorization: `Bearer ${t}` });
    // The deaf node loads the game at version 0, then X moves on the other node.
    await deaf.app.inject({ method: "GET", url: `/api/games/${gameId}/state`, headers: auth(o) });
    const moved = await withBus.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/actions`,
      headers: auth(x),
      payload: { action: { type: "mark", cell: 4 }, version: 0, idempotencyKey: "x0" },
    });
    expect(moved.statusCode).toBe(200);
    // O, who saw version 1 (say on the other node's stream), moves through the deaf node.
    const res = await deaf.app.inject({
      method: "POST",
      url: `/api/games/${gameId}/actions`,
      headers: auth(o),
      payload: { action: { type: "mark", cell: 0 }, version: 1, idempotencyKey: "o1" },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Json).version).toBe(2);
  });
});

describe.runIf(READY)("reads on a node that missed a change notice", () => {
  it("a state read catches up with the database first: never older than an acknowledged move, never a seat its token no longer holds", async () => {
    const schema = `koprulu_cluster_reads_${run}`;
    const cfg = {
      databaseUrl: PG_URL!,
      databaseSchema: schema,
      redisUrl: REDIS_URL!,
      rulesetModules: TEST_MODULES,
      botWorkers: 0,
      logger: false as const,
      webDist: null,
    };
    const a = await createServer({ ...cfg, busChannel: `koprulu:test:${run}:reads-a` });
    const b = await createServer({ ...cfg, busChannel: `koprulu:test:${run}:reads-b` }); // hears nothing of A
    try {
      const created = await a.app.inject({ method: "POST", url: "/api/games", payload: TTT_HUMANS });
      const { gameId, seats } = created.json() as Json;
      const [x, o] = seats.map((s: Json) => s.token as string);
      const stateOnB = async () =>
        (
          (
            await b.app.inject({
              method: "GET",
              url: `/api/games/${gameId}/state`,
              headers: { authorization: `Bearer ${o}` },
            })
          ).json() as Json
        ).version;
      expect(await stateOnB()).toBe(0); // B now holds the game
      const moved = await a.app.inject({
        method: "POST",
        url: `/api/games/${gameId}/actions`,
        headers: { authorization: `Bearer ${x}` },
        payload: { action: { type: "mark", cell: 4 }, version: 0, idempotencyKey: "x0" },
      });
      expect(moved.statusCode).toBe(200);
      expect(await stateOnB()).toBe(1);
      // O hands his seat to a bot on A: B, which hears nothing, no longer shows O's seat to O's token.
      const left = await a.app.inject({
        method: "POST",
        url: `/api/games/${gameId}/seats/1/bot`,
        headers: { authorization: `Bearer ${o}` },
        payload: { bot: "random" },
      });
      expect(left.statusCode).toBe(200);
      const afterLeaving = await b.app.inject({
        method: "GET",
        url: `/api/games/${gameId}/state`,
        headers: { authorization: `Bearer ${o}` },
      });
      expect(afterLeaving.statusCode).toBeGreaterThanOrEqual(400);
      expect(afterLeaving.statusCode).toBeLessThan(500);
    } finally {
      await a.close();
      await b.close();
      await dropPostgresSchema(PG_URL!, schema);
    }
  });
});

if (!READY) {
  describe("scale-out tests", () => {
    it.skip("SKIPPED: set KOPRULU_TEST_DATABASE_URL and KOPRULU_TEST_REDIS_URL to run the two-node tests", () => {});
  });
}
