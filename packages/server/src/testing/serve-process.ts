/**
 * A real `koprulu serve` process on a free port, for the tests that kill one (durability,
 * scale-out crash) and the load benchmarks (`@koprulu/server/serve-process`). Resolves once it
 * listens, with its base URL and port.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));

export interface ServeProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** SIGTERM, resolved once the process has exited. */
  stop(): Promise<void>;
}

export function serveProcess(
  args: string[],
  env: Record<string, string> = {},
  /** Node flags for the server process (e.g. --cpu-prof, which NODE_OPTIONS does not take). */
  nodeFlags: string[] = [],
): Promise<ServeProcess> {
  const child = spawn(
    process.execPath,
    [...nodeFlags, "--import", "tsx", "packages/cli/src/main.ts", "serve", "--port", "0", ...args],
    {
      cwd: ROOT,
      // Tests and load benchmarks drive thousands of requests, over hundreds of keep-alive
      // connections (the server bench: 256), from this one address.
      env: {
        ...process.env,
        LOG_LEVEL: "warn",
        KOPRULU_RATE_LIMIT: "0",
        KOPRULU_CREATE_LIMIT: "0",
        KOPRULU_CONNECTIONS_PER_CLIENT: "0",
        ...env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const stop = async () => {
    if (!isRunning(child)) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    let err = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 60_000);
    child.stderr!.on("data", (d) => {
      err += String(d);
      const m = /serving on (http:\/\/[^\s]+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ child, base: m[1], port: Number(new URL(m[1]).port), stop });
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited ${code}: ${err}`)));
  });
}

/** A process killed by a signal keeps exitCode null: its signalCode tells that it is gone. */
export function isRunning(c: ChildProcess): boolean {
  return c.exitCode === null && c.signalCode === null;
}
