/**
 * Behaviour guard for performance work: plays N seeded random games and prints one line per
 * game (seed, actions, final state hash). `--save FILE` writes them; `--check FILE` compares
 * and exits 1 on any difference. Same seeds must give the same games before and after a change.
 *
 *   npx tsx packages/starcraft/perf/hashes.ts --games 20 --save /tmp/sc-hashes.txt
 *   npx tsx packages/starcraft/perf/hashes.ts --games 20 --check /tmp/sc-hashes.txt
 */
import { readFileSync, writeFileSync } from "node:fs";
import { playRandom } from "./games";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = Number(arg("--games") ?? 20);
const players = Number(arg("--players") ?? 4);
const lines: string[] = [];
for (let g = 0; g < games; g++) {
  const seed = `hash-${players}p-${g}`;
  const r = playRandom(seed, players);
  lines.push(`${seed} ${r.actions} ${r.over ? "over" : "open"} ${r.hash()}`);
}
const text = `${lines.join("\n")}\n`;
const save = arg("--save");
const check = arg("--check");
if (save) writeFileSync(save, text);
if (check) {
  const want = readFileSync(check, "utf8").trimEnd().split("\n");
  let bad = 0;
  for (let i = 0; i < Math.max(want.length, lines.length); i++)
    if (want[i] !== lines[i]) {
      bad++;
      console.log(`DIFF  want ${want[i]}\n       got ${lines[i]}`);
    }
  console.log(bad === 0 ? `OK: ${lines.length} games identical` : `${bad} games differ`);
  process.exit(bad === 0 ? 0 : 1);
}
if (!save) process.stdout.write(text);
