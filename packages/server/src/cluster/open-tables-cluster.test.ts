/**
 * Open tables over two server nodes sharing PostgreSQL and Redis (issue 36): two joiners racing
 * for the last seat through different nodes, exactly one wins, and the other node learns who
 * holds the seat (the winner's token works there, the loser has none); the chat written through
 * one node is read through the other, and a stream on the other node is told of it at once. Needs KOPRULU_TEST_DATABASE_URL and KOPRULU_TEST_REDIS_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createServer, type Server } from "../server";
import { dropPostgresSchema } from "../storage/connect";
import { TEST_MODULES } from "../testing/harness";
import { until } from "../testing/until";

const PG_URL = process.env.KOPRULU_TEST_DATABASE_URL;
const REDIS_URL = process.env.KOPRULU_TEST_REDIS_URL;
const READY = Boolean(PG_URL && REDIS_URL);
if (!READY)
  console.warn(
    "\n*** SKIPPED: open tables on two nodes — set KOPRULU_TEST_DATABASE_URL and KOPRULU_TEST_REDIS_URL ***\n",
  );

const run = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON
type Json = any;

describe.runIf(READY)("open tables on two nodes sharing PostgreSQL and Redis", () => {
  const schema = `koprulu_tables_cluster_${run}`;
  let nodeA: Server;
  let nodeB: Server;

  beforeAll(async () => {
    const cfg = {
      databaseUrl: PG_URL!,
      databaseSchema: schema,
      redisUrl: REDIS_URL!,
      busChannel: `koprulu:test:${run}:tables`,
      rateLimitPrefix: `koprulu:test:${run}:rate:`,
      rulesetModules: TEST_MODULES,
      botWorkers: 0,
      logger: false as const,
      webDist: null,
      limits: { requestsPerMinute: 0, createsPerMinute: 0, chatPerMinute: 0, joinsPerMinute: 0 },
    };
    nodeA = await createServer(cfg);
    nodeB = await createServer(cfg);
  }, 60_000);

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    if (PG_URL) await dropPostgresSchema(PG_URL, schema);
  });

  const call = async (node: Server, method: "GET" | "POST", url: string, body?: unknown, token?: string) => {
    const res = await node.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.statusCode, body: res.json() as Json };
  };

  it("of two joiners racing through two nodes exactly one gets the seat, and both nodes know whose it is", async () => {
    const created = await call(nodeA, "POST", "/api/games", {
      ruleset: "tictactoe",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", open: true },
      ],
    });
    const id = created.body.gameId as string;
    // Both nodes hold the game in memory before the race (a stale copy is what could go wrong).
    expect((await call(nodeB, "GET", `/api/games/${id}`)).status).toBe(200);
    const [a, b] = await Promise.all([
      call(nodeA, "POST", `/api/games/${id}/claim`, { name: "Bob" }),
      call(nodeB, "POST", `/api/games/${id}/claim`, { name: "Cy" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const winner = a.status === 201 ? a.body : b.body;
    for (const node of [nodeA, nodeB]) {
      const state = await call(node, "GET", `/api/games/${id}/state`, undefined, winner.token);
      expect(state.status).toBe(200);
      expect(state.body.seat).toBe(1);
    }
    // The seat's new name is known on the node that lost the race too.
    const summary = await call(a.status === 201 ? nodeB : nodeA, "GET", `/api/games/${id}`);
    expect(summary.body.seats[1].name).toBe(winner.name);
    // Chat written through one node is read through the other.
    expect((await call(nodeA, "POST", `/api/games/${id}/chat`, { text: "hi" }, winner.token)).status).toBe(
      201,
    );
    const read = await call(nodeB, "GET", `/api/games/${id}/chat`, undefined, created.body.seats[0].token);
    expect(read.body.messages.map((m: Json) => [m.name, m.text])).toEqual([[winner.name, "hi"]]);
  });

  it("a chat message written through one node is pushed to the game's streams on the other", async () => {
    const created = await call(nodeA, "POST", "/api/games", {
      ruleset: "tictactoe",
      players: 2,
      seats: [
        { kind: "human", name: "Ann" },
        { kind: "human", name: "Ben" },
      ],
    });
    const id = created.body.gameId as string;
    const [ann, ben] = created.body.seats.map((x: Json) => x.token as string);
    const base = (await nodeB.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    const ws = new WebSocket(`${base}/api/games/${id}/stream?token=${ben}`);
    const got: Json[] = [];
    ws.on("message", (d) => got.push(JSON.parse(String(d))));
    await until(async () => (got.some((m) => m.type === "state") ? true : null), 5000);
    const posted = await call(nodeA, "POST", `/api/games/${id}/chat`, { text: "gl hf" }, ann);
    expect(posted.status).toBe(201);
    const notice = await until(async () => got.find((m) => m.type === "chat") ?? null, 5000);
    ws.close();
    expect(notice).toEqual({ type: "chat", seq: posted.body.seq });
    const read = await call(nodeB, "GET", `/api/games/${id}/chat?after=${notice.seq - 1}`, undefined, ben);
    expect(read.body.messages.map((m: Json) => m.text)).toEqual(["gl hf"]);
  });
});
