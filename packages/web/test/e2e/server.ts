/**
 * Start the real Koprulu server for browser tests: build the web bundle (the server serves
 * packages/web/dist), then spawn `koprulu serve` on a free port with a fresh SQLite file.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const REPO_DIR = join(WEB_DIR, "..", "..");

export function buildWeb(): void {
  const res = spawnSync(join(WEB_DIR, "node_modules", ".bin", "vite"), ["build", "--logLevel", "error"], {
    cwd: WEB_DIR,
    encoding: "utf8",
  });
  if (res.status !== 0) throw new Error(`vite build failed:\n${res.stderr}\n${res.stdout}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "koprulu-e2e-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "packages/cli/src/main.ts",
      "serve",
      "--port",
      String(port),
      "--db",
      join(dir, "e2e.sqlite"),
    ],
    {
      cwd: REPO_DIR,
      stdio: ["ignore", "pipe", "pipe"],
      // A local test server: the games' chosen seeds are honoured (a public server mixes in its
      // own randomness), and the per-address rate limits are off: every test polls the API from
      // 127.0.0.1, and a quiet machine runs them fast enough to pass 600 requests a minute (the
      // limits have their own tests in packages/server).
      env: {
        ...process.env,
        LOG_LEVEL: "warn",
        KOPRULU_CHOSEN_SEEDS: "1",
        KOPRULU_RATE_LIMIT: "0",
        KOPRULU_CREATE_LIMIT: "0",
      },
    },
  );
  let out = "";
  child.stdout?.on("data", (d) => {
    out = (out + String(d)).slice(-20000);
  });
  child.stderr?.on("data", (d) => {
    out = (out + String(d)).slice(-20000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/api/rulesets`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`server did not start within 90 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    output: () => out,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => {
          const t = setTimeout(() => {
            child.kill("SIGKILL");
            r(null);
          }, 5000);
          child.once("exit", () => {
            clearTimeout(t);
            r(null);
          });
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
