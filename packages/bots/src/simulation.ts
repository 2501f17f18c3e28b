/**
 * Many bot-vs-bot games with a report: per-bot win rates with Wilson 95% intervals, mean game
 * length, endings by kind. Games run in this thread or spread over a worker pool; either way
 * game g is fully determined by (ruleset, bots, seed, g), so results do not depend on threads.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BotPool } from "./pool";
import { type BotSpecOptions, parseBotSpec } from "./registry";
import { loadRuleset } from "./rulesets";
import { mean, wilson } from "./stats";
import { type GameSummary, runTask } from "./tasks";

export interface SimulationConfig {
  ruleset: string;
  /** Seats (default: the number of bots). */
  players?: number;
  /** Bot spec per seat ("random", "heuristic", "mcts", "mcts@500", "mcts@20ms"). */
  bots: string[];
  games: number;
  seed: string;
  /** Worker threads (0 or 1 = this thread). */
  threads?: number;
  /** Rotate seats between games (game g seats bot (s + g) mod n at seat s): cancels seat advantage. */
  rotate?: boolean;
  /** Directory to save each game's MatchRecord JSON into. */
  save?: string;
  /** Ruleset options (default: the ruleset's defaults for the player count). */
  options?: unknown;
  /** Fields merged over the options (or the defaults), e.g. {expansions: ["brood-war"]}. */
  optionOverrides?: Record<string, unknown>;
  /** Options for every bot (ISMCTS tuning: iterations, timeMs, rolloutDepth, width, …). */
  botOptions?: BotSpecOptions;
  maxActions?: number;
}

export interface GameRow {
  seed: string;
  /**
   * Label of the winning bot (several joined by "+"), null on a draw or an unfinished game.
   * `reason` is the ruleset's ending, or "action-limit" / "stalled" (no decision pending and no
   * outcome: a ruleset bug) for a game that did not finish.
   */
  winner: string | null;
  reason: string;
  rounds: number | null;
  actions: number;
  ms: number;
  /** Ruleset-specific facts (SearchHooks.resultFields), e.g. Eclipse's `species` per seat. */
  [field: string]: unknown;
}

export interface WinRate {
  wins: number;
  rate: number;
  ci95: [number, number];
}

export interface SimulationReport {
  ruleset: string;
  players: number;
  /** Unique label per bot entry ("random", "random#2", …), in --bots order. */
  bots: string[];
  games: number;
  results: GameRow[];
  winRates: Record<string, WinRate>;
  draws: number;
  endings: Record<string, number>;
  meanRounds: number | null;
  meanActions: number | null;
  meanMs: number | null;
  /**
   * Ruleset counters summed over the games (SearchHooks.counters), by group, e.g.
   * {broodWar: {defendOrders, guardTokensUsed, …}}; absent when the ruleset reports none.
   */
  counters?: Record<string, Record<string, number>>;
}

/** "random,random,mcts" → ["random", "random#2", "mcts"]. */
export function botLabels(bots: string[]): string[] {
  const seen = new Map<string, number>();
  return bots.map((b) => {
    const n = (seen.get(b) ?? 0) + 1;
    seen.set(b, n);
    return n === 1 ? b : `${b}#${n}`;
  });
}

/** Which bot entry sits at each seat in game g. */
export function seating(entries: number, g: number, rotate: boolean): number[] {
  return Array.from({ length: entries }, (_, s) => (rotate ? (s + g) % entries : s));
}

export async function simulate(
  config: SimulationConfig,
  onProgress?: (done: number, total: number) => void,
): Promise<SimulationReport> {
  const ruleset = await loadRuleset(config.ruleset);
  const players = config.players ?? config.bots.length;
  // `--bots random` with `--players 4` seats the same bot everywhere (the issues' usage).
  if (config.bots.length === 1 && players > 1)
    config = { ...config, bots: Array(players).fill(config.bots[0]) };
  if (config.bots.length !== players) {
    throw new Error(`${players} players need ${players} bots, got ${config.bots.length}`);
  }
  if (players < ruleset.minPlayers || players > ruleset.maxPlayers) {
    throw new Error(
      `${ruleset.id} is for ${ruleset.minPlayers}-${ruleset.maxPlayers} players, not ${players}`,
    );
  }
  for (const b of config.bots) parseBotSpec(b);
  const baseOptions = config.options ?? ruleset.defaultOptions(players);
  const options = config.optionOverrides
    ? { ...(baseOptions as Record<string, unknown>), ...config.optionOverrides }
    : baseOptions;
  const refused = ruleset.validateOptions?.(options) ?? null;
  if (refused) throw new Error(`options refused: ${refused.message}`);
  const labels = botLabels(config.bots);
  const rotate = config.rotate ?? false;
  if (config.save) mkdirSync(config.save, { recursive: true });

  const threads = config.threads ?? 0;
  const pool = threads > 1 ? new BotPool(threads) : null;
  const rows: GameRow[] = new Array(config.games);
  // Each game's winners by label: counted from here, not by splitting `winner` at "+", which
  // a tuned spec's own name holds (mcts@200+rolloutDepth=400).
  const winnerLabels: string[][] = new Array(config.games);
  const counters: Record<string, Record<string, number>> = {};
  let done = 0;
  const playOne = async (g: number): Promise<void> => {
    const seats = seating(players, g, rotate);
    const task = {
      kind: "game" as const,
      ruleset: config.ruleset,
      bots: seats.map((e) => config.bots[e]),
      seed: `${config.seed}-${g}`,
      options,
      botOptions: config.botOptions,
      maxActions: config.maxActions,
      keepRecord: config.save !== undefined,
    };
    const summary = (pool ? await pool.run(task) : await runTask(task)) as GameSummary;
    const winners = summary.outcome?.winners ?? [];
    winnerLabels[g] = winners.map((s) => labels[seats[s]]);
    rows[g] = {
      seed: summary.seed,
      winner: winners.length ? winnerLabels[g].join("+") : null,
      reason: summary.outcome?.reason ?? summary.stopped,
      rounds: summary.rounds,
      actions: summary.actions,
      ms: Math.round(summary.ms * 100) / 100,
      ...(summary.fields ?? {}),
    };
    for (const [group, values] of Object.entries(summary.counters ?? {})) {
      counters[group] ??= {};
      const sum = counters[group];
      for (const [k, n] of Object.entries(values)) sum[k] = (sum[k] ?? 0) + n;
    }
    if (config.save && summary.record) {
      const file = join(config.save, `game-${String(g).padStart(4, "0")}.json`);
      const bots = Object.fromEntries(seats.map((e, s) => [s, labels[e]]));
      writeFileSync(file, `${JSON.stringify({ ...summary.record, bots, outcome: summary.outcome })}\n`);
    }
    done++;
    onProgress?.(done, config.games);
  };
  try {
    if (pool) {
      await Promise.all(Array.from({ length: config.games }, (_, g) => playOne(g)));
    } else {
      for (let g = 0; g < config.games; g++) {
        await playOne(g);
      }
    }
  } finally {
    await pool?.close();
  }

  const winRates: Record<string, WinRate> = {};
  labels.forEach((label) => {
    const wins = winnerLabels.filter((w) => w.includes(label)).length;
    winRates[label] = {
      wins,
      rate: config.games ? wins / config.games : 0,
      ci95: wilson(wins, config.games),
    };
  });
  const endings: Record<string, number> = {};
  for (const r of rows) endings[r.reason] = (endings[r.reason] ?? 0) + 1;
  const rounds = rows.map((r) => r.rounds).filter((x): x is number => x !== null);
  return {
    ruleset: ruleset.id,
    players,
    bots: labels,
    games: config.games,
    results: rows,
    winRates,
    draws: rows.filter((r) => r.winner === null).length,
    endings,
    meanRounds: mean(rounds),
    meanActions: mean(rows.map((r) => r.actions)),
    meanMs: mean(rows.map((r) => r.ms)),
    ...(Object.keys(counters).length > 0 ? { counters } : {}),
  };
}
