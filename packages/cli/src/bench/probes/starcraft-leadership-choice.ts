/**
 * A/B of the HeuristicBot's Leadership choice (Brood War with Leadership cards): games between the
 * HeuristicBot and the same bot choosing its Leadership cards uniformly at random, seats
 * alternating. Prints one JSON object: games, wins of the heuristic choice, its win rate with a
 * Wilson 95% interval (measurably better than random when its low end is above 1/PLAYERS), games
 * without a winner, games that stopped without an outcome (stalled or the action limit, with
 * their seeds), mean rounds.
 *
 *   node --import tsx packages/cli/src/bench/probes/starcraft-leadership-choice.ts [GAMES] [PLAYERS] [FIRST] [--random] [--cards]
 *
 * FIRST (default 1): the first seed number, so further batches (lead-ab-401…) can be pooled.
 * --random: every seat chooses at random (no heuristic seat; the data the weights rest on).
 * --cards: also print, per chosen card (faction, stage), how often it was chosen and won, and its
 *   win rate minus its faction's (the choice's own effect, apart from the faction's strength).
 */

import { type Bot, heuristicFor, playGame, wilson } from "@koprulu/bots";
import type { ActionBase } from "@koprulu/engine";
import "@koprulu/bots/starcraft";
import { type StarcraftView, starcraft } from "@koprulu/starcraft";

const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith("--")));
const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const games = Number(args[0] ?? 100);
const players = Number(args[1] ?? 2);
const first = Number(args[2] ?? 1);
const allRandom = flags.has("--random");
const heuristic = heuristicFor("starcraft");

/** Cards chosen in the current game: [seat, faction, stage, card, heuristic?]. */
let chosen: [number, string, number, string, boolean][] = [];

function isLeadership(legal: readonly ActionBase[]): boolean {
  return legal.length > 0 && legal[0].type === "choose-leadership";
}

function record(seat: number, view: unknown, card: string, byHeuristic: boolean): void {
  const v = view as StarcraftView;
  const frame = v.frame as { stage?: number };
  chosen.push([seat, v.players[seat].faction, frame.stage ?? 0, card, byHeuristic]);
}

/** The HeuristicBot, its Leadership choice recorded. */
const heuristicLeadership: Bot = {
  name: "heuristic",
  choose(input) {
    const a = heuristic.choose(input);
    if (isLeadership(input.legalActions as ActionBase[]))
      record(input.seat, input.view, (a as unknown as { card: string }).card, true);
    return a;
  },
};

/** The HeuristicBot, except that its Leadership card is drawn uniformly from the legal ones. */
const randomLeadership: Bot = {
  name: "heuristic-random-leadership",
  choose(input) {
    const legal = input.legalActions as ActionBase[];
    if (isLeadership(legal)) {
      const a = input.legalActions[input.rng.index(legal.length)];
      record(input.seat, input.view, (a as unknown as { card: string }).card, false);
      return a;
    }
    return heuristic.choose(input);
  },
};

let wins = 0;
let none = 0;
let rounds = 0;
const errors: string[] = [];
const unfinished: string[] = [];
/** Per card (and per faction): [chosen, wins] of the chooser. */
const cards = new Map<string, { faction: string; stage: number; n: number; w: number; hn: number }>();
const factions = new Map<string, { n: number; w: number }>();
for (let g = 0; g < games; g++) {
  const seat = allRandom ? -1 : (g + first - 1) % players;
  const bots = Array.from({ length: players }, (_, i) =>
    i === seat ? heuristicLeadership : randomLeadership,
  );
  const options = {
    players,
    factionSelection: "random",
    maxRounds: 60,
    expansions: ["brood-war"],
    variants: { leadershipCards: true },
  };
  const seed = `lead-ab-${g + first}`;
  chosen = [];
  let r: ReturnType<typeof playGame>;
  try {
    r = playGame(starcraft as never, bots, seed, { options });
  } catch (e) {
    errors.push(`${seed}: ${(e as Error).message}`);
    continue;
  }
  if (r.stopped !== "over") unfinished.push(`${seed}: ${r.stopped} after ${r.actions} actions`);
  const winners = r.outcome?.winners ?? [];
  if (winners.length === 0) none++;
  else if (winners.includes(seat)) wins += 1 / winners.length;
  rounds += r.rounds ?? 0;
  const share = (q: number) => (winners.includes(q) ? 1 / winners.length : 0);
  const seen = new Set<number>();
  for (const [q, faction, stage, card, byHeuristic] of chosen) {
    const c = cards.get(card) ?? { faction, stage, n: 0, w: 0, hn: 0 };
    c.n++;
    c.w += share(q);
    if (byHeuristic) c.hn++;
    cards.set(card, c);
    if (!seen.has(q)) {
      seen.add(q);
      const f = factions.get(faction) ?? { n: 0, w: 0 };
      f.n++;
      f.w += share(q);
      factions.set(faction, f);
    }
  }
}
const [lo, hi] = wilson(Math.round(wins), games);
const summary = allRandom
  ? { games, players, mode: "all-random", noWinner: none, meanRounds: rounds / games }
  : {
      games,
      players,
      heuristicChoiceWins: wins,
      winRate: wins / games,
      ci95: [lo, hi],
      // A choice no better than random wins 1/players of the games: measurable when lo is above.
      even: 1 / players,
      measurable: lo > 1 / players,
      noWinner: none,
      meanRounds: rounds / games,
    };
process.stdout.write(`${JSON.stringify({ ...summary, unfinished, errors })}\n`);
if (flags.has("--cards")) {
  const rows = [...cards.entries()].sort(
    ([a, x], [b, y]) => x.faction.localeCompare(y.faction) || x.stage - y.stage || a.localeCompare(b),
  );
  for (const [card, c] of rows) {
    const f = factions.get(c.faction) ?? { n: 1, w: 0 };
    const rate = c.w / c.n;
    process.stdout.write(
      `${JSON.stringify({ card, faction: c.faction, stage: c.stage, chosen: c.n, byHeuristic: c.hn, winRate: +rate.toFixed(3), vsFaction: +(rate - f.w / f.n).toFixed(3) })}\n`,
    );
  }
  for (const [faction, f] of factions)
    process.stdout.write(`${JSON.stringify({ faction, games: f.n, winRate: +(f.w / f.n).toFixed(3) })}\n`);
}
