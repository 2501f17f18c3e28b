/**
 * Run in its own process by the starcraft bench area, so its peak RSS belongs to StarCraft games
 * alone (not to the areas that ran before in the bench process). Prints one JSON line.
 *   starcraft-memory.ts runtime      → the runtime's own cost (node + the tsx loader), nothing loaded
 *   starcraft-memory.ts games <n>    → after loading the ruleset, and after n random 4-player games
 */
import { loadRuleset, playGame, randomBot } from "@koprulu/bots";

const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const [mode, count] = process.argv.slice(2);

if (mode === "runtime") {
  console.log(JSON.stringify({ peakRssMb: peakMb() }));
} else {
  const ruleset = await loadRuleset("starcraft");
  const loaded = peakMb();
  const bots = [randomBot, randomBot, randomBot, randomBot];
  const options = ruleset.defaultOptions(4);
  const games = Number(count ?? 200);
  for (let g = 0; g < games; g++) playGame(ruleset, bots, `memory-${g}`, { options });
  console.log(JSON.stringify({ loadedRssMb: loaded, peakRssMb: peakMb(), games }));
}
