/**
 * Clocks across server nodes (PostgreSQL + Redis): both nodes sweep the same expired deadlines
 * at the same moment, and each expiry is acted on exactly once. Needs KOPRULU_TEST_DATABASE_URL
 * and KOPRULU_TEST_REDIS_URL; otherwise skipped visibly.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "../server";
import { dropPostgresSchema } from "../storage/connect";
import { CLUSTER_PG_URL, CLUSTER_READY, clusterNodeConfig } from "../testing/cluster-nodes";

if (!CLUSTER_READY)
  console.warn(
    "\n*** SKIPPED: clocks on two nodes — set KOPRULU_TEST_DATABASE_URL and KOPRULU_TEST_REDIS_URL ***\n",
  );

const run = `clk_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON
type Json = any;

describe.runIf(CLUSTER_READY)("clocks on two nodes sharing PostgreSQL and Redis", () => {
  const schema = `koprulu_clocks_${run}`;
  let t = Date.now();
  const nodes: Server[] = [];
  const handOvers: string[] = [];

  beforeAll(async () => {
    for (const name of ["a", "b"]) {
      const node = await createServer(clusterNodeConfig(schema, run, { now: () => t, clockSweepMs: 0 }));
      // Count the hand-overs each node makes (the same method the clock calls).
      const handOver = node.service.replaceWithBot.bind(node.service);
      node.service.replaceWithBot = (id, ...rest) => {
        handOvers.push(`${name}:${id}`);
        return handOver(id, ...rest);
      };
      nodes.push(node);
    }
  }, 60_000);

  afterAll(async () => {
    for (const n of nodes) await n.close();
    await dropPostgresSchema(CLUSTER_PG_URL!, schema);
  });

  it("an expired deadline swept by both nodes at once is acted on once", async () => {
    const [a, b] = nodes;
    t = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? b : a).app.inject({
        method: "POST",
        url: "/api/games",
        payload: {
          ruleset: "tictactoe",
          players: 2,
          seats: [{ kind: "human" }, { kind: "human" }],
          clock: { kind: "live", bankSeconds: 2, bonusSeconds: 0, onTimeout: "bot" },
        },
      });
      ids.push((res.json() as Json).gameId);
    }
    await Promise.all([a.service.clocks.sweep(), b.service.clocks.sweep()]);
    expect(handOvers).toEqual([]); // not yet due
    t += 2500;
    await Promise.all([a.service.clocks.sweep(), b.service.clocks.sweep()]);
    expect(handOvers.length).toBe(ids.length);
    expect(new Set(handOvers.map((h) => h.split(":")[1]))).toEqual(new Set(ids));
    for (const id of ids) {
      const g: Json = (await b.app.inject({ method: "GET", url: `/api/games/${id}` })).json();
      expect(g.seats[0].kind).toBe("bot");
      expect(g.seats[1].kind).toBe("human");
    }
    // Swept again: nothing more to do.
    await Promise.all([a.service.clocks.sweep(), b.service.clocks.sweep()]);
    expect(handOvers.length).toBe(ids.length);
  });
});
