/** Session bw41, throwaway: how heuristic self-play Brood War + Leadership games end (reason, round, winner's special victory). */
import type { StarcraftState } from "@koprulu/starcraft";
import { twoPlayerOptions } from "../../scripts/two-player-options";
import { playGame } from "../../src/play";
import { createBot } from "../../src/registry";
import { loadRuleset } from "../../src/rulesets";

const games = Number(process.argv[2] ?? 40);
const bw = process.argv[3] !== "base";
const ruleset = await loadRuleset("starcraft");
const options = twoPlayerOptions(ruleset, bw);
const h = createBot("heuristic", "starcraft");
const reasons = new Map<string, number>();
const rounds: number[] = [];
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const r = playGame(ruleset, [h, h], `rs41-${g}`, { options });
  const s = r.match.state as StarcraftState;
  const k = `${r.outcome?.reason}`;
  reasons.set(k, (reasons.get(k) ?? 0) + 1);
  rounds.push(s.round);
  if (g < 10)
    console.log(
      JSON.stringify({
        g,
        reason: k,
        round: s.round,
        cp: s.players.map((p) => p.cp),
        lead: s.broodWar?.leadership,
      }),
    );
}
console.log(
  JSON.stringify({
    bw,
    games,
    reasons: Object.fromEntries(reasons),
    meanRound: rounds.reduce((a, b) => a + b, 0) / games,
    sPerGame: (performance.now() - t0) / 1000 / games,
  }),
);
