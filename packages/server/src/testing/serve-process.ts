/**
 * Test support: a real `koprulu serve` process on a free port, for the tests that kill one
 * (durability, scale-out crash). Resolves with its base URL once it listens.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

export interface ServeProcess {
  child: ChildProcess;
  base: string;
}

export function serveProcess(args: string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "packages/cli/src/main.ts", "serve", "--port", "0", ...args],
    { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "ignore", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 60_000);
    child.stderr!.on("data", (d) => {
      err += String(d);
      const m = /serving on (http:\/\/[^\s]+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: m[1] });
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}

/** A process killed by a signal keeps exitCode null: its signalCode tells that it is gone. */
export function isRunning(c: ChildProcess): boolean {
  return c.exitCode === null && c.signalCode === null;
}
