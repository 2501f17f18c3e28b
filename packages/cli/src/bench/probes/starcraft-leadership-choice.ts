/**
 * A/B of the HeuristicBot's Leadership choice (Brood War with Leadership cards): two-player games
 * between the HeuristicBot and the same bot choosing its Leadership cards uniformly at random,
 * seats alternating. Prints one JSON object: games, wins of the heuristic choice, its win rate
 * with a Wilson 95% interval, games without a winner, mean rounds.
 *
 *   node --import tsx packages/cli/src/bench/probes/starcraft-leadership-choice.ts [GAMES] [PLAYERS] [FIRST]
 *
 * FIRST (default 1): the first seed number, so further batches (lead-ab-401…) can be pooled.
 */

import { type Bot, heuristicFor, playGame, wilson } from "@koprulu/bots";
import type { ActionBase } from "@koprulu/engine";
import "@koprulu/bots/starcraft";
import { starcraft } from "@koprulu/starcraft";

const games = Number(process.argv[2] ?? 100);
const players = Number(process.argv[3] ?? 2);
const first = Number(process.argv[4] ?? 1);
const heuristic = heuristicFor("starcraft");

/** The HeuristicBot, except that its Leadership card is drawn uniformly from the legal ones. */
const randomLeadership: Bot = {
  name: "heuristic-random-leadership",
  choose(input) {
    const legal = input.legalActions as ActionBase[];
    if (legal.length > 0 && legal[0].type === "choose-leadership")
      return input.legalActions[input.rng.index(legal.length)];
    return heuristic.choose(input);
  },
};

let wins = 0;
let none = 0;
let rounds = 0;
const errors: string[] = [];
for (let g = 0; g < games; g++) {
  const seat = (g + first - 1) % players;
  const bots = Array.from({ length: players }, (_, i) => (i === seat ? heuristic : randomLeadership));
  const options = {
    players,
    factionSelection: "random",
    maxRounds: 60,
    expansions: ["brood-war"],
    variants: { leadershipCards: true },
  };
  const seed = `lead-ab-${g + first}`;
  let r: ReturnType<typeof playGame>;
  try {
    r = playGame(starcraft as never, bots, seed, { options });
  } catch (e) {
    errors.push(`${seed}: ${(e as Error).message}`);
    continue;
  }
  const winners = r.outcome?.winners ?? [];
  if (winners.length === 0) none++;
  else if (winners.includes(seat)) wins += 1 / winners.length;
  rounds += r.rounds ?? 0;
}
const [lo, hi] = wilson(Math.round(wins), games);
process.stdout.write(
  `${JSON.stringify({ games, players, heuristicChoiceWins: wins, winRate: wins / games, ci95: [lo, hi], noWinner: none, meanRounds: rounds / games, errors })}\n`,
);
