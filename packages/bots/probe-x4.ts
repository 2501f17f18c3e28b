import { playGame, randomBot } from "@koprulu/bots";
import { starcraft } from "@koprulu/starcraft";
import { starcraftHeuristic } from "./src/starcraft/heuristic";
import type { Bot } from "./src/types";
const opts = { players: 4, factionSelection: "random", maxRounds: 60, expansions: ["brood-war"], variants: { largerGalaxy: true } };
const wrap = (b: Bot): Bot => ({ name: b.name, choose(input) {
  const a = b.choose(input);
  return a;
} });
const start = Number(process.argv[2] ?? 0);
for (let g = start; g < start + 200; g++) {
  try {
    playGame(starcraft as never, [wrap(starcraftHeuristic), wrap(starcraftHeuristic), randomBot, randomBot], `1-${g}`, { options: opts });
  } catch (e) {
    console.log("seed", g, String(e));
    break;
  }
  if (g % 10 === 0) console.log("ok", g);
}
