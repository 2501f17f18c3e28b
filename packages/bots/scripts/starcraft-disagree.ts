/**
 * Issue 37: where ISMCTS leaves the StarCraft heuristic's choice. Plays two-player games
 * ISMCTS (seat alternating) against the HeuristicBot and counts, per action type of ISMCTS's
 * decisions, how often its choice differs from the heuristic's favourite (the prior's top rating),
 * plus each game's winner, ending and conquest points.
 *
 *   node --import tsx packages/bots/scripts/starcraft-disagree.ts [games=4] [seed=d37] [iterations=730] [bw] ['{"priorBias":1}']
 */
import type { StarcraftState } from "@koprulu/starcraft";
import { ismctsSearch } from "../src/ismcts";
import { playGame } from "../src/play";
import { createBot } from "../src/registry";
import { loadRuleset } from "../src/rulesets";
import { heuristicPrior } from "../src/starcraft/heuristic";
import type { Bot, BotInput } from "../src/types";
import { twoPlayerOptions } from "./two-player-options";

const games = Number(process.argv[2] ?? 4);
const seed = process.argv[3] ?? "d37";
const iterations = Number(process.argv[4] ?? 730);
const bw = process.argv[5] === "bw";
const extra = JSON.parse(process.argv[6] ?? "{}");
const ruleset = await loadRuleset("starcraft");
const options = twoPlayerOptions(ruleset, bw);

const byType = new Map<string, { n: number; differ: number }>();
const spy: Bot = {
  name: "mcts",
  choose(input: BotInput) {
    const r = ismctsSearch(input, { iterations, ...extra });
    if (input.legalActions.length > 1) {
      const scores = heuristicPrior(input.view, input.seat, input.legalActions);
      const top = Math.max(...scores);
      const t = input.legalActions[0].type;
      const row = byType.get(t) ?? { n: 0, differ: 0 };
      row.n++;
      if (scores[input.legalActions.indexOf(r.action)] < top - 1e-9) row.differ++;
      byType.set(t, row);
    }
    return r.action;
  },
};
let wins = 0;
for (let g = 0; g < games; g++) {
  const seatM = g % 2;
  const bots =
    seatM === 0 ? [spy, createBot("heuristic", "starcraft")] : [createBot("heuristic", "starcraft"), spy];
  const r = playGame(ruleset, bots, `${seed}-${g}`, { options });
  const s = r.match.state as StarcraftState;
  const won = r.outcome?.winners.includes(seatM) ?? false;
  if (won) wins++;
  console.log(
    JSON.stringify({
      game: g,
      mctsSeat: seatM,
      won,
      reason: r.outcome?.reason,
      rounds: s.round,
      cp: s.players.map((p) => p.cp),
      s: Math.round(r.ms / 1000),
    }),
  );
}
console.log(`ISMCTS won ${wins} of ${games}`);
for (const [t, row] of [...byType].sort((a, b) => b[1].n - a[1].n))
  console.log(`${t.padEnd(28)} ${String(row.n).padStart(5)} decisions, differs from heuristic ${row.differ}`);
