/**
 * Test harness: a server on a fresh SQLite file in a temp dir (or a unique PostgreSQL schema),
 * with the test "duel" ruleset registered next to tic-tac-toe, plus small request helpers.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerConfig } from "../server";
import { createServer, type Server } from "../server";

export const FIXTURES = new URL("./fixtures.ts", import.meta.url).href;
export const TEST_MODULES = ["@koprulu/tictactoe", "@koprulu/rps", FIXTURES];

// biome-ignore lint/suspicious/noExplicitAny: test helpers hand back parsed JSON
type Json = any;

export interface TestServer extends Server {
  dir: string;
  dbFile: string;
  /** Create a game; returns its id and the seat tokens (null for bots). */
  createGame(body: Record<string, unknown>): Promise<{ gameId: string; tokens: (string | null)[] }>;
  act(
    gameId: string,
    token: string | undefined,
    action: unknown,
    version: number,
    key?: string,
  ): Promise<{ status: number; body: Json }>;
  state(gameId: string, token?: string): Promise<{ status: number; body: Json }>;
  stop(): Promise<void>;
}

let keys = 0;

export async function startTestServer(cfg: ServerConfig = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "koprulu-server-"));
  const dbFile = join(dir, "test.sqlite");
  const server = await createServer({
    databaseUrl: dbFile,
    rulesetModules: TEST_MODULES,
    botWorkers: 0,
    logger: false,
    webDist: null,
    webhooksAllowInsecure: true,
    ...cfg,
    // Tests drive many requests from one address with chosen seeds: limits that get in the way
    // are off unless a test sets them.
    limits: { requestsPerMinute: 0, createsPerMinute: 0, chosenSeeds: true, ...cfg.limits },
  });
  const { app } = server;
  const auth = (token?: string) => (token === undefined ? {} : { authorization: `Bearer ${token}` });
  return {
    ...server,
    dir,
    dbFile,
    async createGame(body) {
      const res = await app.inject({ method: "POST", url: "/api/games", payload: body });
      if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode} ${res.body}`);
      const json = res.json() as Json;
      return { gameId: json.gameId, tokens: json.seats.map((s: Json) => s.token ?? null) };
    },
    async act(gameId, token, action, version, key = `k${++keys}`) {
      const res = await app.inject({
        method: "POST",
        url: `/api/games/${gameId}/actions`,
        headers: auth(token),
        payload: { action, version, idempotencyKey: key },
      });
      return { status: res.statusCode, body: res.json() as Json };
    },
    async state(gameId, token) {
      const res = await app.inject({
        method: "GET",
        url: `/api/games/${gameId}/state`,
        headers: auth(token),
      });
      return { status: res.statusCode, body: res.json() as Json };
    },
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const TTT_HUMANS = { ruleset: "tictactoe", players: 2, seats: [{ kind: "human" }, { kind: "human" }] };
export const DUEL_HUMANS = { ruleset: "duel", players: 2, seats: [{ kind: "human" }, { kind: "human" }] };
