/**
 * Bench "server": bot-vs-bot tic-tac-toe games driven over HTTP on loopback against a real
 * `koprulu serve` child process (its own event loop and core) on SQLite in a temp dir.
 *   paced:      GAMES games in progress at once, each seat moving after a think time, so the
 *               server sees a steady offered load; latency of every action POST (commit included).
 *   saturation: SATURATION_GAMES games with no think time (each game always has one request in
 *               flight): the most actions/s the server commits, the latency at that load, and
 *               the server's CPU per committed action (`serverCpuMsPerMove`: its user + system
 *               time over the phase, all threads, game creations included, divided by the
 *               actions), the figure the load generator's own speed does not move.
 * Environment: KOPRULU_BENCH_GAMES (paced, default 1000), KOPRULU_BENCH_SATURATION_GAMES
 * (default 100), KOPRULU_BENCH_SECONDS per phase (default 10), KOPRULU_BENCH_SERVER_NODE_FLAGS
 * (node flags for the server process only, space-separated, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 * to profile it: the profile is written when the bench stops it).
 * The machine's load average is reported with the figures: on a shared 2-core box they move a lot.
 * The server logs at "warn" during the bench (per-request info logs would be measured too).
 */

import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Rng } from "@koprulu/engine";
import { serveProcess } from "@koprulu/server/serve-process";
import type { BenchArea } from "../../commands/bench";
import { phase, round } from "../load/games";
import { makeClient } from "../load/http-client";
import { processCpuMs } from "../load/process-cpu";

export default {
  name: "server",
  async run() {
    const games = Number(process.env.KOPRULU_BENCH_GAMES ?? 1000);
    const saturationGames = Number(process.env.KOPRULU_BENCH_SATURATION_GAMES ?? 100);
    const seconds = Number(process.env.KOPRULU_BENCH_SECONDS ?? 10);
    const dir = mkdtempSync(join(tmpdir(), "koprulu-bench-"));
    const nodeFlags = (process.env.KOPRULU_BENCH_SERVER_NODE_FLAGS ?? "").split(" ").filter(Boolean);
    const server = await serveProcess(["--db", join(dir, "bench.sqlite"), "--bots", "0"], {}, nodeFlags);
    try {
      const call = makeClient(server.port, 256);
      const callFor = () => call;
      const rng = Rng.fromSeed("bench-server");
      // Warm-up: JIT, SQLite pages, sockets.
      await phase(callFor, 50, 2, 0, rng);
      const loadBefore = loadavg()[0];
      const paced = await phase(callFor, games, seconds, 2000, rng);
      const pid = server.child.pid!;
      const cpuBefore = processCpuMs(pid);
      const saturation = await phase(callFor, saturationGames, seconds, 0, rng);
      const cpuAfter = processCpuMs(pid);
      const serverCpuMsPerMove =
        cpuBefore === null || cpuAfter === null || saturation.actions === 0
          ? null
          : Number(((cpuAfter - cpuBefore) / saturation.actions).toFixed(3));
      return {
        setup:
          "koprulu serve child process (log level warn), SQLite WAL synchronous=NORMAL with group commit, loopback HTTP/1.1 keep-alive (256 sockets); every game starts with POST /api/games",
        loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0]) },
        goal: { games: 1000, p99Ms: 25 },
        paced: { ...paced, note: "each seat thinks 1–3 s between its moves (people-like pacing)" },
        saturation: { ...saturation, serverCpuMsPerMove },
      };
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  },
} satisfies BenchArea;
