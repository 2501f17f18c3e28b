/**
 * Eclipse's search, the code of another checkout (A) against this one (B), in one process
 * (session 58): a busy machine's load swings more than a speed-up, so two runs side by side say
 * little; here both versions search the same positions alternately (A B, then B A, …), each with
 * its own modules (memos included) and the same random stream, and the CPU time of every search
 * goes to its version. Prints both totals, old/new (above 1: B is faster) overall and per pass,
 * and whether every search of B chose and counted exactly as A's did. A checkout of the same code
 * reads about 1.00: that is the method's noise.
 *
 * The positions come from one heuristic game played in a child process (`sample-positions.ts`,
 * as eclipse-cost.ts samples them: every `every`-th decision with a choice), so neither version's memos are warmed
 * by the game. The other checkout needs its own node_modules whose `@koprulu/*` links point into
 * it (a `git archive` of the old commit with the rest linked to this checkout's node_modules).
 *
 *   node --import tsx packages/bots/scripts/eclipse-ab.ts <other checkout> '<options json>' [every=8] [seed=prof1] [passes=2]
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Rng } from "@koprulu/engine";
import type { SearchResult } from "../src/ismcts";
import type { BotInput, BotOptions } from "../src/types";
import { sampleEclipsePositions } from "./sample-positions";
import { searchLine } from "./search-line";

type Position = Pick<BotInput, "seat" | "view" | "decisions" | "legalActions">;
type Search = (input: BotInput, options: BotOptions) => SearchResult;

const here = fileURLToPath(import.meta.url);

if (process.argv[2] === "--positions") {
  // Child: the sampled positions of one heuristic game, as JSON in the file named.
  const positions: Position[] = [];
  await sampleEclipsePositions(Number(process.argv[3]), process.argv[4]!, (input) => {
    const { seat, view, decisions, legalActions } = input;
    positions.push({ seat, view, decisions, legalActions });
  });
  writeFileSync(process.argv[5]!, JSON.stringify(positions));
  process.exit(0);
}

const other = resolve(process.argv[2] ?? "");
const options = JSON.parse(process.argv[3] ?? "{}") as BotOptions;
const every = Number(process.argv[4] ?? 8);
const seed = process.argv[5] ?? "prof1";
const passes = Number(process.argv[6] ?? 2);

const positionsFile = join(mkdtempSync(join(tmpdir(), "eclipse-ab-")), "positions.json");
execFileSync(
  process.execPath,
  [...process.execArgv, here, "--positions", String(every), seed, positionsFile],
  {
    stdio: "inherit",
  },
);
const positions = JSON.parse(readFileSync(positionsFile, "utf8")) as Position[];

async function version(root: string) {
  const src = (p: string) => pathToFileURL(`${root}/packages/bots/src/${p}`).href;
  const rulesets = (await import(src("rulesets.ts"))) as typeof import("../src/rulesets");
  const ismcts = (await import(src("ismcts.ts"))) as typeof import("../src/ismcts");
  return { ruleset: await rulesets.loadRuleset("eclipse"), search: ismcts.ismctsSearch as Search };
}
const versions = [await version(other), await version(resolve(here, "../../../.."))];

const cpu = [0, 0];
const passRatios: string[] = [];
let differ = 0;
for (let pass = 0; pass < passes; pass++) {
  const passCpu = [0, 0];
  positions.forEach((pos, i) => {
    const lines = ["", ""];
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const v of order) {
      const { ruleset, search } = versions[v]!;
      const rng = Rng.fromSeed(`${seed}/ab/${i}`);
      const t = process.cpuUsage();
      const r = search({ ...pos, ruleset, rng }, { iterations: 225, ...options });
      const u = process.cpuUsage(t);
      passCpu[v]! += (u.user + u.system) / 1000;
      lines[v] = searchLine(r);
    }
    if (lines[0] !== lines[1]) differ++;
  });
  cpu[0]! += passCpu[0]!;
  cpu[1]! += passCpu[1]!;
  passRatios.push((passCpu[0]! / passCpu[1]!).toFixed(3));
}
console.log(
  JSON.stringify({
    other,
    options,
    searches: positions.length * passes,
    cpuMsOld: Math.round(cpu[0]!),
    cpuMsNew: Math.round(cpu[1]!),
    oldOverNew: (cpu[0]! / cpu[1]!).toFixed(3),
    passRatios,
    searchesThatDiffer: differ,
  }),
);
