/**
 * Server memory under many StarCraft games (issue 21, "Done when"): a real `koprulu serve`
 * process on SQLite in a temp dir; create GAMES StarCraft games (2–4 players), PLAYED of them
 * with random bot seats that the server plays to the end on its bot thread, the rest with two
 * human seats that never move; after the last played game ends, read the server's RSS (from
 * /proc and from GET /api/metrics, with the game cache's size). Prints one JSON object.
 *
 *   nice -n 19 node --import tsx packages/cli/src/bench/load/starcraft-server-memory.ts [GAMES] [PLAYED]
 *
 * Not part of the test suite nor of `npm run bench` (it runs for minutes). Rate limits are off
 * for it (serve-process); every other limit is the default, so the cache bounds are the ones a
 * public server has.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { serveProcess } from "@koprulu/server/serve-process";
import { makeClient } from "./http-client";

const GAMES = Number(process.argv[2] ?? 2000);
const PLAYED = Number(process.argv[3] ?? 200);
const IDLE_S = Number(process.env.KOPRULU_BENCH_IDLE_S ?? 30);
const TIMEOUT_MS = Number(process.env.KOPRULU_BENCH_TIMEOUT_S ?? 3600) * 1000;

const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

function rssOf(pid: number): { rssMb: number; peakRssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 102.4) / 10, peakRssMb: Math.round(kb("VmHWM") / 102.4) / 10 };
}

const log = (msg: string) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)}] ${msg}\n`);

const dir = mkdtempSync(join(tmpdir(), "koprulu-memory-"));
const server = await serveProcess(["--db", join(dir, "memory.sqlite"), "--bots", "1"]);
const pid = server.child.pid!;
try {
  const call = makeClient(server.port, 32);
  const started = performance.now();
  const atStart = rssOf(pid);
  const played: string[] = [];
  // Played games are spread through the creations, so the cache sees both kinds interleaved.
  const every = Math.max(1, Math.floor(GAMES / Math.max(1, PLAYED)));
  for (let i = 0; i < GAMES; i++) {
    const players = 2 + (i % 3);
    const bots = played.length < PLAYED && i % every === 0;
    const seats = Array.from({ length: players }, () =>
      bots ? { kind: "bot", bot: "random" } : { kind: "human" },
    );
    const res = await call("POST", "/api/games", { ruleset: "starcraft", players, seats });
    if (res.status !== 201) throw new Error(`create ${i} failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (bots) played.push(res.body.gameId);
    if ((i + 1) % 500 === 0) log(`created ${i + 1} games (${played.length} played by bots)`);
  }
  const afterCreate = rssOf(pid);
  log(`created ${GAMES}; server RSS ${afterCreate.rssMb} MB; waiting for ${played.length} bot games to end`);
  const open = new Set(played);
  let actions = 0;
  while (open.size > 0) {
    if (performance.now() - started > TIMEOUT_MS)
      throw new Error(`${open.size} games still running at the timeout`);
    await new Promise((r) => setTimeout(r, 2000));
    for (const id of [...open]) {
      const res = await call("GET", `/api/games/${id}`);
      if (res.body?.status === "finished") {
        open.delete(id);
        actions += res.body.version;
      }
    }
    log(`${played.length - open.size}/${played.length} played games finished; RSS ${rssOf(pid).rssMb} MB`);
  }
  const atEnd = rssOf(pid);
  const metrics = (await call("GET", "/api/metrics")).body;
  // V8 gives memory back once a process is idle for a while: the same figure after a pause.
  await new Promise((r) => setTimeout(r, IDLE_S * 1000));
  const afterIdle = rssOf(pid);
  console.log(
    JSON.stringify({
      setup:
        "koprulu serve child process (1 bot thread, SQLite WAL), default limits except rate limits; StarCraft 2–4 players",
      nodeOptions: process.env.NODE_OPTIONS ?? "",
      gamesCreated: GAMES,
      gamesPlayedToEnd: played.length,
      actionsInPlayedGames: actions,
      seconds: Math.round((performance.now() - started) / 1000),
      serverRssMb: {
        atStart: atStart.rssMb,
        afterCreating: afterCreate.rssMb,
        afterLastGame: atEnd.rssMb,
        [`${IDLE_S}sAfterLastGame`]: afterIdle.rssMb,
      },
      serverPeakRssMb: atEnd.peakRssMb,
      metricsRssMb: mb(metrics.rssBytes),
      heapUsedMb: mb(metrics.heapUsedBytes),
      heapTotalMb: mb(metrics.heapTotalBytes),
      externalMb: mb(metrics.externalBytes),
      cache: { ...metrics.cache, bytesMb: mb(metrics.cache.bytes) },
      loadAverage1m: Math.round(loadavg()[0] * 100) / 100,
    }),
  );
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
