/**
 * Bench "server": bot-vs-bot tic-tac-toe games driven over HTTP on loopback against a real
 * `koprulu serve` child process (its own event loop and core) on SQLite in a temp dir.
 *   paced:      GAMES games in progress at once, each seat moving after a think time, so the
 *               server sees a steady offered load; latency of every action POST (commit included).
 *   saturation: the same games with no think time (each game always has one request in flight):
 *               the most actions/s the server commits, and the latency at that load.
 * Environment: KOPRULU_BENCH_GAMES (default 1000), KOPRULU_BENCH_SECONDS per phase (default 10).
 * The machine's load average is reported with the figures: on a shared 2-core box they move a lot.
 * The server logs at "warn" during the bench (per-request info logs would be measured too).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Rng } from "@koprulu/engine";
import { type TicTacToeState, tictactoe } from "@koprulu/tictactoe";
import type { BenchArea } from "../../commands/bench";

const ROOT = fileURLToPath(new URL("../../../../..", import.meta.url));

function startServer(dbFile: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "packages/cli/src/main.ts", "serve", "--port", "0", "--db", dbFile, "--bots", "0"],
    { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "warn" }, stdio: ["ignore", "ignore", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 60_000);
    child.stderr!.on("data", (d) => {
      err += String(d);
      const m = /serving on http:\/\/[^:]+:(\d+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON
  body: any;
}

function makeClient(port: number, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  return (method: string, path: string, body?: unknown, token?: string): Promise<Reply> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          agent,
          headers: {
            ...(payload
              ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
              : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          let data = "";
          res.setEncoding("utf8");
          res.on("data", (c) => {
            data += c;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : null }));
        },
      );
      req.on("error", reject);
      if (payload) req.write(payload);
      req.end();
    });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (x: number) => Math.round(x * 100) / 100;

interface PhaseResult {
  games: number;
  thinkMs: number;
  seconds: number;
  actions: number;
  gamesFinished: number;
  actionsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
}

/** Keep `games` games going for `seconds`: each finished game is replaced by a new one. */
async function phase(
  call: ReturnType<typeof makeClient>,
  games: number,
  seconds: number,
  thinkMs: number,
  rng: Rng,
): Promise<PhaseResult> {
  const latencies: number[] = [];
  let finished = 0;
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function player(): Promise<void> {
    // Stagger the start so paced games do not move in lockstep.
    if (thinkMs > 0) await sleep(rng.next() * thinkMs);
    while (performance.now() < end) {
      const created = await call("POST", "/api/games", {
        ruleset: "tictactoe",
        players: 2,
        seats: [{ kind: "human" }, { kind: "human" }],
      });
      if (created.status !== 201) {
        errors++;
        continue;
      }
      const gameId: string = created.body.gameId;
      const tokens: string[] = created.body.seats.map((s: { token: string }) => s.token);
      let state: TicTacToeState = tictactoe.setup({}, "");
      let version = 0;
      while (tictactoe.outcome(state) === null && performance.now() < end) {
        if (thinkMs > 0) await sleep(thinkMs * (0.5 + rng.next()));
        const seat = state.turn;
        const action = rng.pick(tictactoe.legalActions(state, seat));
        const t0 = performance.now();
        const res = await call(
          "POST",
          `/api/games/${gameId}/actions`,
          { action, version, idempotencyKey: `${version}` },
          tokens[seat],
        );
        latencies.push(performance.now() - t0);
        if (res.status !== 200) {
          errors++;
          break;
        }
        version = res.body.version;
        state = tictactoe.apply(state, seat, action);
      }
      if (tictactoe.outcome(state) !== null) finished++;
    }
  }

  const t0 = performance.now();
  await Promise.all(Array.from({ length: games }, () => player()));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    games,
    thinkMs,
    seconds: round(elapsed),
    actions: latencies.length,
    gamesFinished: finished,
    actionsPerSecond: Math.round(latencies.length / elapsed),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies[latencies.length - 1] ?? 0),
    },
    errors,
  };
}

export default {
  name: "server",
  async run() {
    const games = Number(process.env.KOPRULU_BENCH_GAMES ?? 1000);
    const seconds = Number(process.env.KOPRULU_BENCH_SECONDS ?? 10);
    const dir = mkdtempSync(join(tmpdir(), "koprulu-bench-"));
    const { child, port } = await startServer(join(dir, "bench.sqlite"));
    try {
      const call = makeClient(port, 256);
      const rng = Rng.fromSeed("bench-server");
      // Warm-up: JIT, SQLite pages, sockets.
      await phase(call, 50, 2, 0, rng);
      const loadBefore = loadavg()[0];
      const paced = await phase(call, games, seconds, 2000, rng);
      const saturation = await phase(call, games, seconds, 0, rng);
      return {
        setup:
          "koprulu serve child process (log level warn), SQLite WAL synchronous=NORMAL with group commit, loopback HTTP/1.1 keep-alive (256 sockets); every game starts with POST /api/games",
        loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0]) },
        goal: { games: 1000, p99Ms: 25 },
        paced: { ...paced, note: "each seat thinks 1–3 s between its moves (people-like pacing)" },
        saturation,
      };
    } finally {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
      rmSync(dir, { recursive: true, force: true });
    }
  },
} satisfies BenchArea;
