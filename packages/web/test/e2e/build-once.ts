/**
 * Build the web client once per test run instead of once per browser-test file. Vitest runs
 * every test file in a child of one runner process, so the runner's pid and start time name the
 * run: the first file to claim that name (mkdir is atomic) builds, the others wait for its
 * marker. Without /proc (not Linux) every file builds, as before.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const WAIT_LIMIT_MS = 300_000;

/** "<pid>-<start time>" of the test runner, or undefined when the platform cannot say. */
function runnerName(): string | undefined {
  try {
    // Field 22 of /proc/<pid>/stat is the start time; the command name (field 2) may hold spaces,
    // so count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${process.ppid}/stat`, "utf8");
    const start = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    return start ? `${process.ppid}-${start}` : undefined;
  } catch {
    return undefined;
  }
}

export async function buildOncePerRun(build: () => void): Promise<void> {
  const name = runnerName();
  if (!name) return build();
  const claim = join(tmpdir(), `koprulu-web-build-${name}`);
  const done = join(claim, "done");
  const failed = join(claim, "failed");
  let mine = true;
  try {
    mkdirSync(claim);
  } catch {
    mine = false;
  }
  if (mine) {
    try {
      build();
      writeFileSync(done, "");
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
    return;
  }
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!existsSync(done)) {
    if (existsSync(failed))
      throw new Error(`the web build of this run failed:\n${readFileSync(failed, "utf8")}`);
    if (Date.now() > deadline)
      throw new Error(`waited ${WAIT_LIMIT_MS / 1000} s for this run's web build (${claim})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
