/**
 * `koprulu ladder --ruleset R --bots a,b,c --games N [--seed S] [--threads T] [--expansion X]
 *  [--options JSON] [--bot-options JSON] [--max-actions N] [--json]`: a round robin of two-player
 * games (N per pair, seats alternating), then Elo ratings with 95% intervals. A progress bar
 * goes to stderr (a line every tenth of the games when stderr is not a terminal).
 */
import { parseArgs } from "node:util";
import { type LadderReport, RULESET_NAMES, runLadder } from "@koprulu/bots";
import { gameFlagOptions, readCommand } from "./game-flags";
import { progress } from "./progress";

const USAGE = `usage: koprulu ladder --ruleset <${RULESET_NAMES.join("|")}> --bots <a,b,…> [options]

  --ruleset R     the game (default tictactoe); every game is two-player
  --bots LIST     two or more bots: random, heuristic, mcts, mcts@2000 (iterations), mcts@50ms (time),
                  or a level: easy, normal, hard, expert (the ruleset's bot and time budget);
                  hard@800, expert@50ms: the level's search with that budget instead of its time;
                  +key=N tunes one bot's search: expert@130+rolloutRounds=2, mcts@800+width=2
                  (rolloutDepth, rolloutRounds, width, priorBias, finalMargin, exploration)
  --games N       games per pair of bots (default 20; seats alternate between games)
  --seed S        base seed; game g of pair (i, j) uses "S-i-j-g" (default 1)
  --threads T     run games in T worker threads (default 1 = this thread)
  --expansion X   play with an expansion (repeatable or comma-separated), e.g. brood-war (starcraft)
  --options J     JSON fields merged over the ruleset's default options
  --bot-options J JSON options for every bot (ISMCTS tuning)
  --max-actions N stop a game after N actions (counted as a draw; default 50000)
  --json          print the report as one JSON document (documented in packages/cli/README.md)
`;

export async function run(argv: string[]): Promise<number> {
  const read = readCommand("ladder", USAGE, argv, parse);
  if (typeof read === "number") return read;
  const { args, flags } = read;
  const bots = (args.bots ?? "").split(",").filter(Boolean);
  if (bots.length < 2) {
    process.stderr.write(`koprulu ladder: --bots needs two or more bots\n\n${USAGE}`);
    return 2;
  }
  const { games, threads, maxActions, botOptions, optionOverrides } = flags;
  const bar = progress(Boolean(process.stderr.isTTY), "ladder");
  let report: LadderReport;
  try {
    report = await runLadder(
      {
        ruleset: args.ruleset,
        bots,
        games,
        seed: args.seed,
        threads,
        optionOverrides,
        botOptions,
        maxActions,
      },
      bar,
    );
  } catch (err) {
    process.stderr.write(`\nkoprulu ladder: ${(err as Error).message}\n`);
    return 1;
  }
  if (process.stderr.isTTY) process.stderr.write("\r\x1b[2K");
  process.stdout.write(args.json ? `${JSON.stringify(report)}\n` : table(report));
  return 0;
}

function parse(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      ...gameFlagOptions("20"),
    },
  });
  return values as typeof values & { ruleset: string; games: string; seed: string; threads: string };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The ratings table, then each pair's results. */
export function table(r: LadderReport): string {
  const lines: string[] = [];
  lines.push(`${r.ruleset} · 2 players · ${r.gamesPerPair} games per pair · seed ${r.seed}`);
  lines.push("");
  const w = Math.max(8, ...r.ratings.map((x) => x.bot.length));
  lines.push(`${"bot".padEnd(w)}  ${"Elo".padStart(5)}  ${"95% interval".padEnd(13)}  games  score`);
  for (const x of r.ratings) {
    const ci = `${Math.round(x.ci95[0])}–${Math.round(x.ci95[1])}`;
    lines.push(
      `${x.bot.padEnd(w)}  ${String(Math.round(x.elo)).padStart(5)}  ${ci.padEnd(13)}  ${String(x.games).padStart(5)}  ${x.score}`,
    );
  }
  lines.push("");
  for (const p of r.pairs)
    lines.push(
      `${p.a} vs ${p.b}: ${p.wins}-${p.draws}-${p.losses} (win-draw-loss), score ${pct(p.score)} [${pct(p.ci95[0])}, ${pct(p.ci95[1])}]`,
    );
  if (r.unfinished > 0) lines.push(`unfinished games (counted as draws): ${r.unfinished}`);
  lines.push(`mean ${(r.meanMs / 1000).toFixed(2)} s per game`);
  return `${lines.join("\n")}\n`;
}
