/**
 * Replays saved StarCraft game records (`koprulu simulate --save DIR`) and runs `checkInvariants`
 * after every action (with Brood War: guard tokens, the Special Order Pool, installations,
 * mind-control tokens and the Assist exemption too). Checks exactly the games a `simulate` run
 * played, e.g. the Brood War acceptance run. Prints one JSON summary on stdout.
 *
 *   node --import tsx packages/cli/src/bench/probes/starcraft-record-invariants.ts DIR
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { ActionBase } from "@koprulu/engine";
import { allEventCards, checkInvariants, type StarcraftState, starcraft } from "@koprulu/starcraft";

const dir = process.argv[2];
if (!dir) {
  process.stderr.write("usage: starcraft-record-invariants.ts DIR\n");
  process.exit(2);
}
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort();
const findings: { file: string; action: number; problems: string[] }[] = [];
let actions = 0;
let over = 0;
for (const file of files) {
  const record = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
    options: Parameters<typeof starcraft.setup>[0];
    seed: string;
    log: { player: number; action: ActionBase }[];
  };
  let s: StarcraftState = starcraft.setup(record.options, record.seed);
  const expected = allEventCards(s);
  record.log.forEach((e, i) => {
    const error = starcraft.validate(s, e.player, e.action);
    if (error) findings.push({ file, action: i, problems: [`refused: ${error.code}`] });
    s = starcraft.apply(s, e.player, e.action as never);
    actions++;
    const bad = checkInvariants(s, expected);
    if (bad.length > 0 && findings.length < 50) findings.push({ file, action: i, problems: bad });
  });
  if (s.phase === "over") over++;
}
process.stdout.write(`${JSON.stringify({ games: files.length, over, actions, findings })}\n`);
