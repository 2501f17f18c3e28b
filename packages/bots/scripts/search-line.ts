/**
 * One search as a line of text — its chosen action, iterations, and every root action's visits and
 * mean — for the scripts that hash their searches (same-decisions.ts, profile-bw.ts,
 * eclipse-cost.ts): a speed-up that changes no decision leaves the hash of these lines unchanged.
 */
import type { SearchResult } from "../src/ismcts";

export function searchLine(r: SearchResult): string {
  let line = `${JSON.stringify(r.action)}:${r.iterations}:`;
  for (const s of r.stats) line += `${s.visits}/${s.mean.toFixed(9)},`;
  return `${line}\n`;
}
