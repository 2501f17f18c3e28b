/**
 * Durability across a crash: a real server process (`koprulu serve`) on a SQLite file is killed
 * with SIGKILL while playing, restarted on the same file, and every game must resume exactly at
 * its last acknowledged action (same version, same state hash). Actions in flight at the kill
 * may be either lost or kept, never half-written.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashState } from "@koprulu/engine";
import { afterAll, describe, expect, it } from "vitest";
import { isRunning, type ServeProcess, serveProcess } from "./testing/serve-process";

const dir = mkdtempSync(join(tmpdir(), "koprulu-kill-"));
const dbFile = join(dir, "games.sqlite");
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (isRunning(c)) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

/** Start `koprulu serve` on the test's SQLite file. */
async function serve(): Promise<ServeProcess> {
  const served = await serveProcess(["--db", dbFile, "--bots", "0"]);
  children.push(served.child);
  return served;
}

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON
type Json = any;

async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Json> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

interface Played {
  gameId: string;
  tokens: string[];
  acked: number;
  hash: string | null;
}

async function playSome(base: string, game: Played, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const st = await call(base, "GET", `/api/games/${game.gameId}/state`);
    const seat = st.body.pending[0]?.player;
    if (seat === undefined) return;
    const mine = await call(base, "GET", `/api/games/${game.gameId}/state`, game.tokens[seat]);
    const action = mine.body.legalActions[0];
    const res = await call(base, "POST", `/api/games/${game.gameId}/actions`, game.tokens[seat], {
      action,
      version: st.body.version,
      idempotencyKey: `${game.gameId}-${st.body.version}`,
    });
    expect(res.status).toBe(200);
    game.acked = res.body.version;
    // Tic-tac-toe's view is its whole state, so hashing the view fingerprints the state.
    game.hash = hashState((await call(base, "GET", `/api/games/${game.gameId}/state`)).body.view);
  }
}

describe("kill -9 and restart", () => {
  it("every game resumes at its last acknowledged version and state", async () => {
    const { child, base } = await serve();
    const games: Played[] = [];
    for (let g = 0; g < 6; g++) {
      const res = await call(base, "POST", "/api/games", undefined, {
        ruleset: "tictactoe",
        players: 2,
        seats: [{ kind: "human" }, { kind: "human" }],
      });
      expect(res.status).toBe(201);
      games.push({
        gameId: res.body.gameId,
        tokens: res.body.seats.map((s: { token: string }) => s.token),
        acked: 0,
        hash: null,
      });
    }
    await Promise.all(games.map((g, i) => playSome(base, g, 1 + (i % 5))));
    // Actions in flight while the process dies: acknowledged or not, none may be half-written.
    const inflightGames = games.slice(0, 3);
    const requests = [];
    for (const g of inflightGames) {
      const st = await call(base, "GET", `/api/games/${g.gameId}/state`);
      const seat = st.body.pending[0]?.player;
      if (seat === undefined) continue;
      const mine = await call(base, "GET", `/api/games/${g.gameId}/state`, g.tokens[seat]);
      requests.push({ g, seat, action: mine.body.legalActions[0], version: st.body.version });
    }
    const flying = requests.map(({ g, seat, action, version }) =>
      call(base, "POST", `/api/games/${g.gameId}/actions`, g.tokens[seat], {
        action,
        version,
        idempotencyKey: "inflight",
      })
        .then((res) => {
          if (res.status === 200) g.acked = res.body.version;
        })
        .catch(() => undefined),
    );
    child.kill("SIGKILL");
    await Promise.all(flying);
    await new Promise((r) =>
      child.exitCode !== null || child.signalCode !== null ? r(null) : child.once("exit", r),
    );

    const restarted = await serve();
    for (const g of inflightGames) {
      const st = await call(restarted.base, "GET", `/api/games/${g.gameId}/state`);
      expect(st.status).toBe(200);
      // Either exactly the acknowledged state, or that plus the one unacknowledged action.
      expect([g.acked, g.acked + 1]).toContain(st.body.version);
      if (st.body.version === g.acked && g.hash !== null) expect(hashState(st.body.view)).toBe(g.hash);
    }
    // Games idle at the kill resume exactly at their last acknowledged action, and keep playing.
    for (const g of games.slice(3)) {
      const st = await call(restarted.base, "GET", `/api/games/${g.gameId}/state`);
      expect(st.body.version).toBe(g.acked);
      expect(hashState(st.body.view)).toBe(g.hash);
      await playSome(restarted.base, g, 1);
    }
    restarted.child.kill("SIGKILL");
  }, 90_000);
});
