/**
 * Work that can run in a worker thread, described as plain data (rulesets and bots travel by
 * name): one bot decision, or one whole bot-vs-bot game. `runTask` is what a worker executes;
 * it is also called directly when no threads are asked for.
 */
import { type ActionBase, type MatchRecord, type Outcome, type PlayerId, Rng } from "@koprulu/engine";
import { searchHooks } from "./hooks";
import { ismctsSearch } from "./ismcts";
import { playGame } from "./play";
import { type BotSpecOptions, chooseAction, createBot } from "./registry";
import { loadRuleset } from "./rulesets";
import type { BotOptions } from "./types";

export interface ChooseTask {
  kind: "choose";
  ruleset: string;
  bot: string;
  view: unknown;
  seat: PlayerId;
  legalActions: unknown[];
  seed: string;
  options?: BotSpecOptions;
}

/** One ISMCTS search (for root-parallel search: each worker searches with its own seed). */
export interface SearchTask {
  kind: "search";
  ruleset: string;
  view: unknown;
  seat: PlayerId;
  legalActions: unknown[];
  seed: string;
  options?: BotOptions;
}

export interface GameTask {
  kind: "game";
  ruleset: string;
  /** Bot spec per seat, e.g. ["mcts@500", "random"]. */
  bots: string[];
  seed: string;
  options?: unknown;
  botOptions?: BotSpecOptions;
  maxActions?: number;
  /** Return the replayable record (costly to transfer for long games). */
  keepRecord?: boolean;
}

export type Task = ChooseTask | SearchTask | GameTask;

export interface GameSummary {
  seed: string;
  outcome: Outcome | null;
  stopped: "over" | "action-limit" | "stalled";
  rounds: number | null;
  actions: number;
  ms: number;
  record?: MatchRecord;
  /** The ruleset's counters of the final state (SearchHooks.counters), when it has any. */
  counters?: Record<string, Record<string, number>>;
  /** The ruleset's facts about the game for its result row (SearchHooks.resultFields). */
  fields?: Record<string, unknown>;
}

export async function runTask(task: Task): Promise<unknown> {
  const ruleset = await loadRuleset(task.ruleset);
  if (task.kind === "choose") {
    return chooseAction(
      task.bot,
      ruleset,
      task.view,
      task.seat,
      task.legalActions as { type: string }[],
      task.seed,
      task.options,
    );
  }
  if (task.kind === "search") {
    const r = ismctsSearch(
      {
        ruleset,
        seat: task.seat,
        view: task.view,
        decisions: [{ player: task.seat, kind: "unknown" }],
        legalActions: task.legalActions as ActionBase[],
        rng: Rng.fromSeed(task.seed),
      },
      task.options,
    );
    // Root statistics only: the parent merges them (root parallelisation).
    return { iterations: r.iterations, stats: r.stats };
  }
  const bots = task.bots.map((spec) => createBot(spec, ruleset.id, task.botOptions));
  const r = playGame(ruleset, bots, task.seed, { options: task.options, maxActions: task.maxActions });
  const summary: GameSummary = {
    seed: task.seed,
    outcome: r.outcome,
    stopped: r.stopped,
    rounds: r.rounds,
    actions: r.actions,
    ms: r.ms,
  };
  if (task.keepRecord) summary.record = r.match.toJSON();
  const counters = searchHooks(ruleset).counters?.(r.match.state);
  if (counters && Object.keys(counters).length > 0) summary.counters = counters;
  const fields = searchHooks(ruleset).resultFields?.(r.match.state);
  if (fields && Object.keys(fields).length > 0) summary.fields = fields;
  return summary;
}
