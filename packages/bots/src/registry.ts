/**
 * Bots by name, for the CLI, the server and tests:
 *   "random"     uniform over legal actions;
 *   "heuristic"  the ruleset's hand-written bot when one is registered (StarCraft), else a
 *                generic one-ply greedy bot;
 *   "mcts"       ISMCTS; strength through options or a spec suffix: "mcts@2000" (iterations),
 *                "mcts@50ms" (time per decision), or options.strength easy|normal|hard
 *                (25, 100, 400 ms per decision);
 *   a level      "easy", "normal", "hard", "expert": the ruleset's bot, search options and thinking
 *                time for that level (levels.ts); options.strength does not change a level's budget.
 *                "expert@2000" or "expert@50ms" plays the level's bot and search options with that
 *                budget instead of its time: how the ladder measures levels by the iterations a
 *                quiet machine buys, independent of the load.
 *   a tuning     "+key=value" after any of them sets one search option for that bot alone:
 *                "expert@130+rolloutRounds=2", "mcts@800+width=2+finalMargin=0.05".
 */
import { type ActionBase, type AnyRuleset, type Decision, type PlayerId, Rng } from "@koprulu/engine";
import { greedyBot } from "./greedy";
import { ismctsBot } from "./ismcts";
import { isLevel, LEVEL_NAMES, levelFor } from "./levels";
import { randomBot } from "./random";
import type { Bot, BotOptions } from "./types";
import { withoutExplicit } from "./variant-options";

export type Strength = "easy" | "normal" | "hard";

export interface BotSpecOptions extends BotOptions {
  strength?: Strength;
}

/** Strength is thinking time, which means the same effort in every ruleset (iterations do not). */
const STRENGTH_MS: Record<Strength, number> = { easy: 25, normal: 100, hard: 400 };

const heuristics = new Map<string, Bot>();

/** A ruleset's hand-written heuristic bot, used by "heuristic" for that ruleset. */
export function registerHeuristic(rulesetId: string, bot: Bot): void {
  heuristics.set(rulesetId, bot);
}

export function heuristicFor(rulesetId: string): Bot {
  return heuristics.get(rulesetId) ?? greedyBot;
}

export const BOT_NAMES = ["random", "heuristic", "mcts"] as const;

/**
 * The search options a spec may tune after "+" (numbers only): "expert@130+rolloutRounds=2" is
 * expert's search at 130 iterations, rolling out through two rounds. The ladder's `--bot-options`
 * tunes every bot of a run alike; these tune one of them.
 */
const TUNABLE = [
  "rolloutDepth",
  "rolloutRounds",
  "width",
  "priorBias",
  "finalMargin",
  "exploration",
] as const;

/**
 * Parses "mcts", "mcts@2000", "mcts@50ms", a level ("hard") or a level with a budget ("hard@800"),
 * each optionally tuned: "mcts@800+width=2+finalMargin=0.05".
 */
export function parseBotSpec(spec: string): { name: string; options: BotSpecOptions } {
  const [head, ...tunings] = spec.trim().split("+");
  const [name, budget] = head.split("@");
  if (!isLevel(name) && !(BOT_NAMES as readonly string[]).includes(name)) {
    throw new Error(`unknown bot '${name}' (known: ${[...BOT_NAMES, ...LEVEL_NAMES].join(", ")})`);
  }
  const options: BotSpecOptions = {};
  if (budget !== undefined) {
    const m = /^(\d+)(ms)?$/.exec(budget);
    if (!m) throw new Error(`bad bot budget '${budget}' in '${spec}' (e.g. mcts@2000 or mcts@50ms)`);
    if (m[2]) options.timeMs = Number(m[1]);
    else options.iterations = Number(m[1]);
  }
  for (const tuning of tunings) {
    const m = /^(\w+)=(\d+(?:\.\d+)?)$/.exec(tuning);
    const key = m?.[1] as (typeof TUNABLE)[number] | undefined;
    if (!m || !key || !TUNABLE.includes(key)) {
      throw new Error(
        `bad bot tuning '${tuning}' in '${spec}' (e.g. mcts@800+width=2; tunable: ${TUNABLE.join(", ")})`,
      );
    }
    options[key] = Number(m[2]);
  }
  return { name, options };
}

/** A bot for a ruleset from a spec ("random", "heuristic", "mcts@500", …). */
export function createBot(spec: string, rulesetId: string, options: BotSpecOptions = {}): Bot {
  const parsed = parseBotSpec(spec);
  const opts = { ...parsed.options, ...options };
  if (isLevel(parsed.name)) {
    // A level fixes the bot, its search options and its thinking time; an explicit budget
    // (iterations or time, in the spec or the options) replaces the time, other options win (over
    // the level's per-variant ones too).
    const level = levelFor(rulesetId, parsed.name);
    const { strength: _ignored, ...rest } = opts;
    const budgetGiven = rest.iterations !== undefined || rest.timeMs !== undefined;
    const byVariant = withoutExplicit(level.options?.byVariant, rest);
    return createBot(level.bot, rulesetId, {
      ...level.options,
      ...(byVariant ? { byVariant } : {}),
      ...(budgetGiven ? {} : { timeMs: level.timeMs }),
      ...rest,
    });
  }
  if (opts.strength && opts.iterations === undefined && opts.timeMs === undefined) {
    opts.timeMs = STRENGTH_MS[opts.strength];
  }
  switch (parsed.name) {
    case "random":
      return randomBot;
    case "heuristic":
      return heuristicFor(rulesetId);
    default:
      return ismctsBot(opts);
  }
}

export interface ChooseOptions extends BotSpecOptions {
  /** The seat's pending decisions (from ruleset.pending filtered to the seat), when known. */
  decisions?: Decision[];
}

/**
 * One decision, in one call, with nothing but what the seat may know. This is the entry point
 * for servers (run it in a worker thread): pass the seat's view and legal actions, a seed (or
 * an Rng to continue) and bot options; get back one of `legalActions`.
 */
export function chooseAction<A extends ActionBase>(
  botName: string,
  ruleset: AnyRuleset,
  view: unknown,
  seat: PlayerId,
  legalActions: A[],
  seedOrRng: string | Rng,
  options: ChooseOptions = {},
): A {
  const rng = typeof seedOrRng === "string" ? Rng.fromSeed(seedOrRng) : seedOrRng;
  const decisions = options.decisions ?? [{ player: seat, kind: "unknown" }];
  const bot = createBot(botName, ruleset.id, options);
  return bot.choose({ ruleset, seat, view, decisions, legalActions, rng });
}
