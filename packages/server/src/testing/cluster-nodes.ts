/**
 * Test support for scale-out: the configuration of one server node of a test cluster (one
 * PostgreSQL schema, one Redis channel per run), and whether the environment has both.
 */
import type { ServerConfig } from "../server";
import { TEST_MODULES } from "./harness";

export const CLUSTER_PG_URL = process.env.KOPRULU_TEST_DATABASE_URL;
export const CLUSTER_REDIS_URL = process.env.KOPRULU_TEST_REDIS_URL;
export const CLUSTER_READY = Boolean(CLUSTER_PG_URL && CLUSTER_REDIS_URL);

/** A node of the test cluster `run`: every node given the same `run` shares schema and channel. */
export function clusterNodeConfig(schema: string, run: string, extra: ServerConfig = {}): ServerConfig {
  return {
    databaseUrl: CLUSTER_PG_URL!,
    databaseSchema: schema,
    redisUrl: CLUSTER_REDIS_URL!,
    busChannel: `koprulu:test:${run}:nodes`,
    rulesetModules: TEST_MODULES,
    botWorkers: 0,
    logger: false as const,
    webDist: null,
    ...extra,
  };
}
