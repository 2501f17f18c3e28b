/**
 * `koprulu simulate --ruleset R --players N --bots a,b,… --games G --seed S [--threads T]
 *  [--rotate] [--save DIR] [--expansion X] [--options JSON] [--max-actions N] [--json]`: bot-vs-bot games, then a win-rate table (Wilson 95%
 * intervals), mean length and endings; or, with --json, one JSON document on stdout.
 * A progress bar goes to stderr, and only when stderr is a terminal.
 */
import { parseArgs } from "node:util";
import { RULESET_NAMES, type SimulationReport, simulate } from "@koprulu/bots";
import { gameFlagOptions, readCommand } from "./game-flags";
import { progress } from "./progress";

const USAGE = `usage: koprulu simulate --ruleset <${RULESET_NAMES.join("|")}> --bots <b1,b2,…> [options]

  --ruleset R     the game (default tictactoe)
  --players N     seats (default: number of bots)
  --bots LIST     one bot per seat: random, heuristic, mcts, mcts@2000 (iterations), mcts@50ms (time)
  --games G       games to play (default 100)
  --seed S        base seed; game g uses "S-g" (default 1)
  --threads T     run games in T worker threads (default 1 = this thread)
  --rotate        rotate seats between games (seat s of game g gets bot (s+g) mod n)
  --bot-options J JSON options for every bot, e.g. '{"rolloutDepth":10,"width":3}' (ISMCTS tuning)
  --expansion X   play with an expansion (repeatable or comma-separated), e.g. brood-war (starcraft)
  --options J     JSON fields merged over the ruleset's default options, e.g. '{"maxRounds":30}'
  --max-actions N stop a game after N actions (default 50000; "action-limit" in the results): a guard
                  against endless games, to raise with the round limit (a 1,000-round game takes ~100k)
  --save DIR      write each game's record (JSON) to DIR, for \`koprulu replay FILE --verify\`
  --json          print {"games","results","winRates",…} instead of the table; a ruleset's counters
                  appear as top-level groups (starcraft with Brood War: "broodWar": {defendOrders, …})
`;

export async function run(argv: string[]): Promise<number> {
  const read = readCommand("simulate", USAGE, argv, parse);
  if (typeof read === "number") return read;
  const { args, flags } = read;
  const bots = (args.bots ?? "").split(",").filter(Boolean);
  const players = args.players === undefined ? bots.length : Number(args.players);
  if (bots.length === 0) {
    process.stderr.write(`koprulu simulate: --bots is required\n\n${USAGE}`);
    return 2;
  }
  const { games, threads, maxActions, botOptions, optionOverrides } = flags;
  const bar = process.stderr.isTTY ? progress(true, "simulate") : undefined;
  let report: SimulationReport;
  try {
    report = await simulate(
      {
        ruleset: args.ruleset,
        players,
        bots,
        games,
        seed: args.seed,
        threads,
        rotate: args.rotate,
        save: args.save,
        botOptions,
        optionOverrides,
        maxActions,
      },
      bar,
    );
  } catch (err) {
    if (bar) process.stderr.write("\n");
    process.stderr.write(`koprulu simulate: ${(err as Error).message}\n`);
    return 1;
  }
  if (bar) process.stderr.write("\r\x1b[2K");
  process.stdout.write(args.json ? `${JSON.stringify(jsonReport(report))}\n` : table(report));
  return 0;
}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      ...gameFlagOptions("100"),
      players: { type: "string" },
      rotate: { type: "boolean", default: false },
      save: { type: "string" },
    },
  });
  return values as typeof values & { ruleset: string; games: string; seed: string; threads: string };
}

/** The report for --json: ruleset counter groups (e.g. "broodWar") sit at the top level. */
export function jsonReport(r: SimulationReport): Record<string, unknown> {
  const { counters, ...rest } = r;
  return { ...rest, ...counters };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const num = (x: number | null, digits = 1) => (x === null ? "n/a" : x.toFixed(digits));

export function table(r: SimulationReport): string {
  const lines: string[] = [];
  lines.push(`${r.ruleset} · ${r.players} players · ${r.games} games`);
  lines.push("");
  const w = Math.max(8, ...r.bots.map((b) => b.length));
  lines.push(`${"bot".padEnd(w)}  ${"wins".padStart(5)}  ${"win rate".padStart(8)}  95% CI`);
  for (const label of r.bots) {
    const s = r.winRates[label];
    lines.push(
      `${label.padEnd(w)}  ${String(s.wins).padStart(5)}  ${pct(s.rate).padStart(8)}  [${pct(s.ci95[0])}, ${pct(s.ci95[1])}]`,
    );
  }
  lines.push(
    `${"no winner".padEnd(w)}  ${String(r.draws).padStart(5)}  ${pct(r.games ? r.draws / r.games : 0).padStart(8)}`,
  );
  lines.push("");
  lines.push(
    `mean length: ${num(r.meanRounds)} rounds, ${num(r.meanActions)} actions · ${num(r.meanMs, 2)} ms per game`,
  );
  const endings = Object.entries(r.endings)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${n}`);
  lines.push(`endings: ${endings.join(", ")}`);
  for (const [group, values] of Object.entries(r.counters ?? {}))
    lines.push(
      `${group}: ${Object.entries(values)
        .map(([k, n]) => `${k} ${n}`)
        .join(", ")}`,
    );
  return `${lines.join("\n")}\n`;
}
