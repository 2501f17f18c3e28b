/**
 * How much of a two-player game's outcome the deal decides (issue 37: why a search that plays
 * better than the heuristic may still win few more games in one ruleset than in another). Plays
 * `deals` seeded deals, each `k` times heuristic against heuristic with different bot seeds (the
 * same factions, board and decks at the start; only the players' tie-breaks differ), and prints:
 * - `seat0`: how often seat 0 won;
 * - `dealShare`: the share of the outcome's variance between deals, 1 − mean p(1 − p) / (p̄(1 − p̄)),
 *   p a deal's seat-0 win rate, p(1 − p) taken unbiased from k games (× k / (k − 1)); 0: the deal
 *   says nothing, 1: every deal has a fixed winner;
 * - `decided`: deals whose k games all had the same winner, against what k fair coins would give.
 *
 *   node --import tsx packages/bots/scripts/deal-share.ts <ruleset> [deals=100] [k=6] [bw]
 */
import { playGame } from "../src/play";
import { createBot } from "../src/registry";
import { loadRuleset } from "../src/rulesets";
import { twoPlayerOptions } from "./two-player-options";

const rulesetId = process.argv[2] ?? "starcraft";
const deals = Number(process.argv[3] ?? 100);
const k = Number(process.argv[4] ?? 6);
const bw = process.argv[5] === "bw";
const ruleset = await loadRuleset(rulesetId);
const options = twoPlayerOptions(ruleset, bw);
const heuristic = createBot("heuristic", rulesetId);

const rates: number[] = [];
let decided = 0;
let unfinished = 0;
for (let d = 0; d < deals; d++) {
  let wins = 0;
  let played = 0;
  for (let g = 0; g < k; g++) {
    const r = playGame(ruleset, [heuristic, heuristic], `deal-${d}`, {
      options,
      botSeed: `deal-${d}/play-${g}`,
    });
    if (!r.outcome) {
      unfinished++;
      continue;
    }
    played++;
    const w = r.outcome.winners;
    wins += w.includes(0) ? (w.includes(1) ? 0.5 : 1) : 0;
  }
  if (played === 0) continue;
  rates.push(wins / played);
  if (wins === 0 || wins === played) decided++;
  if ((d + 1) % 10 === 0) process.stderr.write(`${d + 1}/${deals} deals\r`);
}
const mean = rates.reduce((s, p) => s + p, 0) / rates.length;
const within = ((rates.reduce((s, p) => s + p * (1 - p), 0) / rates.length) * k) / (k - 1);
console.log(
  JSON.stringify({
    ruleset: rulesetId,
    bw,
    deals: rates.length,
    gamesPerDeal: k,
    unfinished,
    seat0: +mean.toFixed(3),
    dealShare: +(1 - within / (mean * (1 - mean))).toFixed(3),
    decided,
    decidedByChance: +(rates.length * 2 * 0.5 ** k).toFixed(1),
  }),
);
