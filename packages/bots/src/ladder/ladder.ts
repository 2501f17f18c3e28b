/**
 * The strength ladder: every pair of bots plays `games` two-player games (seats alternate: the
 * first bot of the pair moves first in even games, second in odd ones), then the results are
 * fitted to Elo ratings with 95% intervals (rating.ts). Game g of pair (i, j) is fully
 * determined by (ruleset, bots, options, seed, i, j, g), so results do not depend on threads.
 */
import { BotPool } from "../pool";
import { type BotSpecOptions, parseBotSpec } from "../registry";
import { loadRuleset } from "../rulesets";
import { botLabels } from "../simulation";
import { wilson } from "../stats";
import { type GameSummary, runTask } from "../tasks";
import { fitRatings, type PairResult, type Rating } from "./rating";

export interface LadderConfig {
  ruleset: string;
  /** Bot specs, at least two ("random", "heuristic", "mcts@100ms", a level "hard", …). */
  bots: string[];
  /** Games per pair of bots (even numbers give each bot the first seat equally often). */
  games: number;
  seed: string;
  /** Worker threads (0 or 1 = this thread). */
  threads?: number;
  /** Fields merged over the ruleset's 2-player default options, e.g. {expansions: ["brood-war"]}. */
  optionOverrides?: Record<string, unknown>;
  /** Options for every bot (ISMCTS tuning). */
  botOptions?: BotSpecOptions;
  maxActions?: number;
}

export interface LadderPair {
  /** Labels of the two bots. */
  a: string;
  b: string;
  /** Games a won, drew (or left unfinished) and lost against b. */
  wins: number;
  draws: number;
  losses: number;
  /** a's score rate (draws count half) with its Wilson 95% interval. */
  score: number;
  ci95: [number, number];
}

export interface LadderEntry extends Rating {
  bot: string;
  games: number;
  /** Points scored (a win 1, a draw ½). */
  score: number;
}

export interface LadderReport {
  ruleset: string;
  players: 2;
  gamesPerPair: number;
  seed: string;
  /** Best first. */
  ratings: LadderEntry[];
  pairs: LadderPair[];
  /** Games without a winner because they hit the action limit or stalled (counted as draws). */
  unfinished: number;
  meanMs: number;
}

/** The pairs of a round robin over `n` bots, in order (0,1), (0,2), …, (1,2), … */
export function roundRobin(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
}

export async function runLadder(
  config: LadderConfig,
  onProgress?: (done: number, total: number) => void,
): Promise<LadderReport> {
  if (config.bots.length < 2) throw new Error("a ladder needs at least two bots");
  if (!Number.isInteger(config.games) || config.games < 1)
    throw new Error("games must be a positive integer");
  for (const b of config.bots) parseBotSpec(b);
  const ruleset = await loadRuleset(config.ruleset);
  if (ruleset.minPlayers > 2 || ruleset.maxPlayers < 2)
    throw new Error(`${ruleset.id} is not a two-player game; the ladder plays two-player games`);
  const options = { ...(ruleset.defaultOptions(2) as Record<string, unknown>), ...config.optionOverrides };
  const refused = ruleset.validateOptions?.(options) ?? null;
  if (refused) throw new Error(`options refused: ${refused.message}`);

  const labels = botLabels(config.bots);
  const pairs = roundRobin(config.bots.length);
  const total = pairs.length * config.games;
  const tally = pairs.map(([a, b]): PairResult => ({ a, b, wins: 0, draws: 0, losses: 0 }));
  const threads = config.threads ?? 0;
  const pool = threads > 1 ? new BotPool(threads) : null;
  let done = 0;
  let unfinished = 0;
  let ms = 0;
  const playOne = async (p: number, g: number): Promise<void> => {
    const [i, j] = pairs[p];
    // Seats alternate so that neither bot of a pair always moves first.
    const firstIsI = g % 2 === 0;
    const task = {
      kind: "game" as const,
      ruleset: config.ruleset,
      bots: firstIsI ? [config.bots[i], config.bots[j]] : [config.bots[j], config.bots[i]],
      seed: `${config.seed}-${i}-${j}-${g}`,
      options,
      botOptions: config.botOptions,
      maxActions: config.maxActions,
    };
    const summary = (pool ? await pool.run(task) : await runTask(task)) as GameSummary;
    ms += summary.ms;
    const winners = summary.outcome?.winners ?? [];
    const seatOfI = firstIsI ? 0 : 1;
    const iWon = winners.includes(seatOfI);
    const jWon = winners.includes(1 - seatOfI);
    if (!summary.outcome) unfinished++;
    if (iWon && !jWon) tally[p].wins++;
    else if (jWon && !iWon) tally[p].losses++;
    else tally[p].draws++;
    done++;
    onProgress?.(done, total);
  };
  try {
    const jobs: [number, number][] = [];
    for (let p = 0; p < pairs.length; p++) for (let g = 0; g < config.games; g++) jobs.push([p, g]);
    if (pool) await Promise.all(jobs.map(([p, g]) => playOne(p, g)));
    else for (const [p, g] of jobs) await playOne(p, g);
  } finally {
    await pool?.close();
  }

  const fitted = fitRatings(labels.length, tally);
  const ratings: LadderEntry[] = labels.map((bot, k) => {
    let games = 0;
    let score = 0;
    for (const t of tally) {
      const n = t.wins + t.draws + t.losses;
      if (t.a === k) {
        games += n;
        score += t.wins + t.draws / 2;
      } else if (t.b === k) {
        games += n;
        score += t.losses + t.draws / 2;
      }
    }
    return { bot, games, score, ...fitted[k] };
  });
  ratings.sort((x, y) => y.elo - x.elo);
  return {
    ruleset: ruleset.id,
    players: 2,
    gamesPerPair: config.games,
    seed: config.seed,
    ratings,
    pairs: tally.map((t) => {
      const n = t.wins + t.draws + t.losses;
      // Wilson's interval on whole points: a draw is half a success (rounded to the nearest point).
      const points = t.wins + t.draws / 2;
      return {
        a: labels[t.a],
        b: labels[t.b],
        wins: t.wins,
        draws: t.draws,
        losses: t.losses,
        score: n ? points / n : 0,
        ci95: wilson(Math.round(points), n),
      };
    }),
    unfinished,
    meanMs: total ? ms / total : 0,
  };
}
