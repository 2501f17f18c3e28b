/**
 * Bench "serverCluster": the same tic-tac-toe load as "server", on PostgreSQL, first against one
 * node, then against two `koprulu serve` nodes that share the database and a Redis bus, with the
 * two seats of every game talking to DIFFERENT nodes — the worst case: every move is made on a
 * node that must first hear of (or read) the opponent's last move. A client sends a move again
 * when a node answers 409 because it has not caught up yet (`staleRetries`).
 * On this 2-core machine the nodes, PostgreSQL, Redis and the load generator share the cores, so
 * the figure is the cost of crossing nodes, not a measure of scaling out.
 * Needs KOPRULU_BENCH_DATABASE_URL / KOPRULU_BENCH_REDIS_URL (or the test variables); reports
 * {"unavailable": reason} without them. Runs in a database of its own, dropped afterwards.
 */
import { loadavg } from "node:os";
import { Rng } from "@koprulu/engine";
import { type ServeProcess, serveProcess } from "@koprulu/server/serve-process";
import pg from "pg";
import type { BenchArea } from "../../commands/bench";
import { phase, round } from "../load/games";
import { makeClient } from "../load/http-client";

async function withDatabase<T>(adminUrl: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `koprulu_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

export default {
  name: "serverCluster",
  async run() {
    const dbUrl = process.env.KOPRULU_BENCH_DATABASE_URL ?? process.env.KOPRULU_TEST_DATABASE_URL;
    const redisUrl = process.env.KOPRULU_BENCH_REDIS_URL ?? process.env.KOPRULU_TEST_REDIS_URL;
    if (!dbUrl || !redisUrl)
      return {
        unavailable: "set KOPRULU_BENCH_DATABASE_URL and KOPRULU_BENCH_REDIS_URL (PostgreSQL and Redis)",
      };
    const games = Number(process.env.KOPRULU_BENCH_CLUSTER_GAMES ?? 500);
    const seconds = Number(process.env.KOPRULU_BENCH_SECONDS ?? 10);
    return withDatabase(dbUrl, async (url) => {
      const rng = Rng.fromSeed("bench-cluster");
      const measure = async (nodes: ServeProcess[]) => {
        const calls = nodes.map((n) => makeClient(n.port, 128));
        const callFor = (seat: number) => calls[seat % calls.length];
        await phase(callFor, 50, 2, 0, rng); // warm-up: JIT, pools, sockets
        const loadBefore = loadavg()[0];
        const paced = await phase(callFor, games, seconds, 2000, rng);
        const saturation = await phase(callFor, games, seconds, 0, rng);
        return {
          loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0]) },
          paced,
          saturation,
        };
      };
      const single = await serveProcess(["--db", url, "--bots", "0"]);
      let oneNode: Awaited<ReturnType<typeof measure>>;
      try {
        oneNode = await measure([single]);
      } finally {
        await single.stop();
      }
      const a = await serveProcess(["--db", url, "--redis", redisUrl, "--bots", "0"]);
      const b = await serveProcess(["--db", url, "--redis", redisUrl, "--bots", "0"]);
      try {
        const twoNodes = await measure([a, b]);
        return {
          setup:
            "koprulu serve child processes on PostgreSQL (a database of their own); two nodes share it and a Redis bus; in the two-node runs each game's seats talk to different nodes",
          oneNode,
          twoNodes,
        };
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    });
  },
} satisfies BenchArea;
