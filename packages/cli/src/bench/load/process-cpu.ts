/**
 * CPU time (user + system, all threads) a process has used so far, from /proc/<pid>/stat: the
 * server bench divides the server's CPU over a phase by the actions it committed, a figure the
 * load generator's own speed does not move (throughput does, on a 2-core machine).
 * Linux only; elsewhere null.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

let ticksPerSecond: number | undefined;

export function processCpuMs(pid: number): number | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // Fields after the command name (which may hold spaces, so split after its closing paren):
  // state is field 3; utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return (ticks * 1000) / ticksPerSecond;
}
