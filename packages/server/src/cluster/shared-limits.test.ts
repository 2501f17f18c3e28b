/**
 * Rate limits shared by the nodes of one deployment (issue 33 item 5): with Redis, the counters
 * live in Redis, so two nodes give a client one budget, not two. Two real server nodes on
 * 127.0.0.1 (port 0) sharing one PostgreSQL schema and one Redis, with this run's own key
 * prefix. Needs KOPRULU_TEST_DATABASE_URL and KOPRULU_TEST_REDIS_URL; skipped visibly without.
 */
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "../server";
import { dropPostgresSchema } from "../storage/connect";
import { TEST_MODULES } from "../testing/harness";

const PG_URL = process.env.KOPRULU_TEST_DATABASE_URL;
const REDIS_URL = process.env.KOPRULU_TEST_REDIS_URL;
const READY = Boolean(PG_URL && REDIS_URL);
if (!READY)
  console.warn(
    "\n*** SKIPPED: shared rate limits on two nodes — set KOPRULU_TEST_DATABASE_URL and KOPRULU_TEST_REDIS_URL. ***\n",
  );

const run = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

describe.runIf(READY)("rate limits shared across two nodes through Redis", () => {
  const schema = `koprulu_limits_${run}`;
  const prefix = `koprulu:test:${run}:rate:`;
  let nodeA: Server;
  let nodeB: Server;
  let urlA: string;
  let urlB: string;

  beforeAll(async () => {
    const cfg = {
      databaseUrl: PG_URL!,
      databaseSchema: schema,
      redisUrl: REDIS_URL!,
      busChannel: `koprulu:test:${run}:nodes`,
      rateLimitPrefix: prefix,
      botQueue: { name: `koprulu-test-${run}` },
      rulesetModules: TEST_MODULES,
      botWorkers: 0,
      logger: false as const,
      webDist: null,
      limits: { requestsPerMinute: 5, createsPerMinute: 3 },
    };
    nodeA = await createServer(cfg);
    nodeB = await createServer(cfg);
    urlA = await nodeA.app.listen({ port: 0, host: "127.0.0.1" });
    urlB = await nodeB.app.listen({ port: 0, host: "127.0.0.1" });
  }, 60_000);

  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    if (PG_URL) await dropPostgresSchema(PG_URL, schema);
    if (REDIS_URL) {
      const r = new Redis(REDIS_URL);
      const keys = await r.keys(`${prefix}*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
    }
  });

  it("requests to node A and node B draw on one budget per client", async () => {
    const codes: number[] = [];
    // Sequential: 3 on A, then 3 on B. Per node, all six would pass (5 each).
    for (const url of [urlA, urlA, urlA, urlB, urlB, urlB])
      codes.push((await fetch(`${url}/api/health`, { headers: { "x-test": run } })).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = (await (await fetch(`${urlA}/api/health`)).json()) as { error: { code: string } };
    expect(refused.error.code).toBe("rate-limited");
  });
});
