/**
 * The flags that `simulate` and `ladder` share — --games, --threads, --max-actions, --bot-options,
 * --options, --expansion — declared, read and checked in one place, so both commands accept and
 * refuse the same input with the same words.
 */
import type { BotSpecOptions } from "@koprulu/bots";

/**
 * The parseArgs options both commands take (the game, the bots, the shared flags, --json, --help);
 * each command adds its own. `games`: the default number of games, which differs.
 */
export function gameFlagOptions(games: string) {
  return {
    ruleset: { type: "string", default: "tictactoe" },
    bots: { type: "string" },
    games: { type: "string", default: games },
    seed: { type: "string", default: "1" },
    threads: { type: "string", default: "1" },
    expansion: { type: "string", multiple: true },
    options: { type: "string" },
    "bot-options": { type: "string" },
    "max-actions": { type: "string" },
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  } as const;
}

export interface GameFlagArgs {
  games: string;
  threads: string;
  "max-actions"?: string;
  "bot-options"?: string;
  options?: string;
  expansion?: string[];
}

export interface GameFlags {
  games: number;
  threads: number;
  maxActions: number | undefined;
  botOptions: BotSpecOptions | undefined;
  /** --options merged with --expansion (as `expansions`), or undefined when neither is given. */
  optionOverrides: Record<string, unknown> | undefined;
}

/** The shared flags, or the sentence saying what is wrong with them. */
export function readGameFlags(args: GameFlagArgs): GameFlags | string {
  const games = Number(args.games);
  const threads = Number(args.threads);
  const maxActions = args["max-actions"] === undefined ? undefined : Number(args["max-actions"]);
  if (!Number.isInteger(games) || games < 1 || !Number.isInteger(threads) || threads < 1) {
    return "--games and --threads must be positive integers";
  }
  if (maxActions !== undefined && (!Number.isInteger(maxActions) || maxActions < 1)) {
    return "--max-actions must be a positive integer";
  }
  let botOptions: BotSpecOptions | undefined;
  try {
    botOptions = args["bot-options"] ? JSON.parse(args["bot-options"]) : undefined;
  } catch {
    return "--bot-options is not JSON";
  }
  let optionOverrides: Record<string, unknown> | undefined;
  try {
    optionOverrides = args.options ? JSON.parse(args.options) : undefined;
  } catch {
    return "--options is not JSON";
  }
  if (
    optionOverrides !== undefined &&
    (typeof optionOverrides !== "object" || optionOverrides === null || Array.isArray(optionOverrides))
  ) {
    return "--options is a JSON object";
  }
  const expansions = (args.expansion ?? []).flatMap((v) => v.split(",")).filter(Boolean);
  if (expansions.length > 0) optionOverrides = { ...optionOverrides, expansions };
  return { games, threads, maxActions, botOptions, optionOverrides };
}

/**
 * A command's arguments and shared flags; or, when there is nothing to run, its exit code: 0 after
 * --help (the usage on stdout), 2 for bad input (the reason and the usage on stderr).
 */
export function readCommand<A extends GameFlagArgs & { help: boolean }>(
  command: string,
  usage: string,
  argv: string[],
  parse: (argv: string[]) => A,
): { args: A; flags: GameFlags } | number {
  let args: A;
  try {
    args = parse(argv);
  } catch (err) {
    process.stderr.write(`koprulu ${command}: ${(err as Error).message}\n\n${usage}`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(usage);
    return 0;
  }
  const flags = readGameFlags(args);
  if (typeof flags === "string") {
    process.stderr.write(`koprulu ${command}: ${flags}\n\n${usage}`);
    return 2;
  }
  return { args, flags };
}
