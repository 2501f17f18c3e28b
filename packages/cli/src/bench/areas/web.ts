/**
 * Web bundle and first load: builds packages/web with its own Vite (into packages/web/dist, as
 * the browser tests do, since `koprulu serve` serves that directory) and reports
 * - the gzip size of every JS and CSS file it emits (`bundleKbGzip`, `files`);
 * - what the first page load fetches (`entryKbGzip`, goal ≤ 120: the entry script, the modules
 *   index.html preloads and its style sheets), the largest single chunk (`largestChunkKbGzip`,
 *   goal ≤ 150) and, per ruleset, what a game of it may fetch beyond the entry (`gameKbGzip`);
 * - the lobby's first contentful paint in Chromium on a throttled network (`lobbyFcpMs`, goal
 *   ≤ 2,000 ms; median of KOPRULU_BENCH_FCP_RUNS cold loads, default 3) against a real
 *   `koprulu serve`, and the same with the CPU slowed 4× (`lobbyFcpCpu4xMs`).
 * The machine's load average is reported with the figures (a shared 2-core box moves them).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { serveProcess } from "@koprulu/server/serve-process";
import type { BenchArea } from "../../commands/bench";
import { chunkFigures, kb } from "../web/chunks";
import { lobbyFcp, SLOW_NETWORK } from "../web/lobbyFcp";

const webDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..", "web");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export default {
  name: "web",
  async run() {
    const out = join(webDir, "dist");
    const started = performance.now();
    const vite = join(webDir, "node_modules", ".bin", "vite");
    const res = spawnSync(vite, ["build", "--manifest", "--logLevel", "error"], {
      cwd: webDir,
      encoding: "utf8",
    });
    if (res.status !== 0) throw new Error(`vite build failed: ${res.stderr || res.stdout}`);
    const buildMs = Math.round(performance.now() - started);
    const chunks = chunkFigures(out);
    // The manifest is for the bench only: the server would serve it.
    rmSync(join(out, ".vite"), { recursive: true, force: true });
    let raw = 0;
    let gzip = 0;
    let jsGzip = 0;
    let cssGzip = 0;
    const files: Record<string, number> = {};
    for (const file of filesUnder(out)) {
      if (!/\.(js|css)$/.test(file)) continue;
      const bytes = readFileSync(file);
      const gz = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gzip += gz;
      if (file.endsWith(".js")) jsGzip += gz;
      else cssGzip += gz;
      files[relative(out, file)] = kb(gz);
    }

    const runs = Number(process.env.KOPRULU_BENCH_FCP_RUNS ?? 3);
    const dir = mkdtempSync(join(tmpdir(), "koprulu-bench-web-"));
    const server = await serveProcess(["--db", join(dir, "bench.sqlite"), "--bots", "0"]);
    let fcp: Awaited<ReturnType<typeof lobbyFcp>>;
    let fcpCpu4x: Awaited<ReturnType<typeof lobbyFcp>>;
    const loadAverage = loadavg().map((l) => Math.round(l * 100) / 100);
    try {
      fcp = await lobbyFcp(`${server.base}/`, runs);
      fcpCpu4x = await lobbyFcp(`${server.base}/`, runs, 4);
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    return {
      bundleKbGzip: kb(gzip),
      goalKbGzip: 250,
      jsKbGzip: kb(jsGzip),
      cssKbGzip: kb(cssGzip),
      bundleKbRaw: kb(raw),
      buildMs,
      files,
      entryKbGzip: chunks.entryKbGzip,
      entryGoalKbGzip: 120,
      entryFiles: chunks.entryFiles,
      largestChunkKbGzip: chunks.largestChunkKbGzip,
      largestChunkGoalKbGzip: 150,
      largestChunk: chunks.largestChunk,
      gameKbGzip: chunks.gameKbGzip,
      lobbyFcpMs: fcp.medianMs,
      lobbyFcpGoalMs: 2000,
      lobbyFcpRunsMs: fcp.runsMs,
      lobbyFcpCpu4xMs: fcpCpu4x.medianMs,
      lobbyFcpCpu4xRunsMs: fcpCpu4x.runsMs,
      fcpNetwork: {
        downKbps: (SLOW_NETWORK.downloadThroughput * 8) / 1000,
        upKbps: (SLOW_NETWORK.uploadThroughput * 8) / 1000,
        rttMs: SLOW_NETWORK.latency,
      },
      loadAverage,
    };
  },
} satisfies BenchArea;
