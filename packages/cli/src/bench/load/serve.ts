/**
 * A real `koprulu serve` child process for the load benchmarks (its own event loop and core),
 * started with the given arguments; resolves once it listens.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../../..", import.meta.url));

export interface Served {
  child: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

export function startServe(args: string[], env: Record<string, string> = {}): Promise<Served> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "packages/cli/src/main.ts", "serve", "--port", "0", ...args],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
  return new Promise((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 60_000);
    child.stderr!.on("data", (d) => {
      err += String(d);
      const m = /serving on http:\/\/[^:]+:(\d+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]), stop });
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}
