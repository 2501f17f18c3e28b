/**
 * Measures the Eclipse heuristic like a player would judge it (issue 37, item 3): 4-player
 * heuristic games, the winner's mean VP, the mean VP per category (`outcome.breakdown`) and what
 * every seat leaves unspent in storage at the end. A long run, kept out of the test suite:
 *
 *   npx tsx packages/bots/src/eclipse/vp-report.ts [games=40] [seed=vp]
 *   npx tsx packages/bots/src/eclipse/vp-report.ts random [games=20]   (2 players, against random)
 */
import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { playGame } from "../play";
import { randomBot } from "../random";
import { heuristicFor } from "../registry";
import "./index";

export interface VpReport {
  games: number;
  winnerMeanVp: number;
  /** Mean VP per category, of the winners. */
  winnerBreakdown: Record<string, number>;
  /** Mean VP of every seat. */
  seatMeanVp: number;
  /** Mean storage left at the end, per seat. */
  unspent: { money: number; science: number; materials: number };
}

export function vpReport(games: number, seed: string, players = 4): VpReport {
  const bot = heuristicFor("eclipse");
  let winnerVp = 0;
  let seatVp = 0;
  const breakdown: Record<string, number> = {};
  const unspent = { money: 0, science: 0, materials: 0 };
  for (let g = 0; g < games; g++) {
    const r = playGame(eclipse, Array(players).fill(bot), `${seed}-${g}`);
    const o = r.outcome;
    if (!o?.scores) throw new Error(`game ${seed}-${g} ended without scores (${r.stopped})`);
    const w = o.winners[0]!;
    winnerVp += o.scores[w]!;
    seatVp += o.scores.reduce((a, b) => a + b, 0) / players;
    for (const [k, n] of Object.entries(o.breakdown![w]! as Record<string, number>))
      breakdown[k] = (breakdown[k] ?? 0) + n;
    for (const p of (r.match.state as EclipseState).players) {
      unspent.money += p.money / players;
      unspent.science += p.science / players;
      unspent.materials += p.materials / players;
    }
  }
  const mean = (n: number) => Math.round((n / games) * 10) / 10;
  return {
    games,
    winnerMeanVp: mean(winnerVp),
    winnerBreakdown: Object.fromEntries(Object.entries(breakdown).map(([k, n]) => [k, mean(n)])),
    seatMeanVp: mean(seatVp),
    unspent: {
      money: mean(unspent.money),
      science: mean(unspent.science),
      materials: mean(unspent.materials),
    },
  };
}

/** Two-player games against random, seats alternating (seeds `vs-random-<g>`): the heuristic's wins. */
export function winsAgainstRandom(games: number): number {
  const bot = heuristicFor("eclipse");
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const r = playGame(eclipse, seat === 0 ? [bot, randomBot] : [randomBot, bot], `vs-random-${g}`);
    if (r.outcome?.winners.length === 1 && r.outcome.winners[0] === seat) wins++;
  }
  return wins;
}

if (process.argv[1]?.endsWith("vp-report.ts")) {
  if (process.argv[2] === "random") {
    const games = Number(process.argv[3] ?? 20);
    console.log(`heuristic beat random in ${winsAgainstRandom(games)} of ${games} games`);
  } else {
    const games = Number(process.argv[2] ?? 40);
    console.log(JSON.stringify(vpReport(games, process.argv[3] ?? "vp"), null, 1));
  }
}
