/**
 * Web bundle size: builds packages/web with its own Vite into a temporary directory and
 * reports the gzip size of every JS and CSS file it emits (goal: web.bundleKbGzip ≤ 250), and
 * what the first page load fetches (`entryKbGzip`: the entry script, the modules index.html
 * preloads and its style sheets; each ruleset's table and every language but English are lazy
 * chunks fetched later).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { BenchArea } from "../../commands/bench";

const webDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..", "web");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export default {
  name: "web",
  async run() {
    const out = mkdtempSync(join(tmpdir(), "koprulu-web-bench-"));
    try {
      const started = performance.now();
      const vite = join(webDir, "node_modules", ".bin", "vite");
      const res = spawnSync(vite, ["build", "--outDir", out, "--emptyOutDir", "--logLevel", "error"], {
        cwd: webDir,
        encoding: "utf8",
      });
      if (res.status !== 0) throw new Error(`vite build failed: ${res.stderr || res.stdout}`);
      const buildMs = Math.round(performance.now() - started);
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
      // index.html names what the first load fetches: the entry, its preloads, its style sheets.
      const html = readFileSync(join(out, "index.html"), "utf8");
      const entryFiles = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
        (m) => m[1],
      );
      const entryKbGzip = kb(
        entryFiles.reduce((sum, f) => sum + gzipSync(readFileSync(join(out, f)), { level: 9 }).length, 0),
      );
      return {
        bundleKbGzip: kb(gzip),
        goalKbGzip: 250,
        jsKbGzip: kb(jsGzip),
        cssKbGzip: kb(cssGzip),
        bundleKbRaw: kb(raw),
        buildMs,
        files,
        entryKbGzip,
        entryFiles,
      };
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  },
} satisfies BenchArea;
