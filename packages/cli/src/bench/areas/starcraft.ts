/**
 * Full 4-player StarCraft games between RandomBots (targets: median ≤ 20 ms per game, peak
 * memory ≤ 100 MB): median and p90 ms per game, actions per second, process peak RSS.
 * Reports {"unavailable": reason} while the ruleset is not there.
 */
import { loadRuleset, median, playGame, randomBot } from "@koprulu/bots";
import type { AnyRuleset } from "@koprulu/engine";
import type { BenchArea } from "../../commands/bench";

export default {
  name: "starcraft",
  async run() {
    let ruleset: AnyRuleset;
    try {
      ruleset = await loadRuleset("starcraft");
    } catch (err) {
      return { randomGame: { unavailable: (err as Error).message } };
    }
    const bots = [randomBot, randomBot, randomBot, randomBot];
    const options = ruleset.defaultOptions(4);
    playGame(ruleset, bots, "warm-up", { options }); // let the JIT settle
    const times: number[] = [];
    const reasons: Record<string, number> = {};
    let actions = 0;
    let finished = 0;
    const start = performance.now();
    let g = 0;
    // At least 20 games, then up to 10 s or 200 games.
    while (g < 20 || (performance.now() - start < 10_000 && g < 200)) {
      const r = playGame(ruleset, bots, `bench-${g++}`, { options });
      times.push(r.ms);
      actions += r.actions;
      if (r.outcome) finished++;
      const reason = r.outcome?.reason ?? r.stopped;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    const total = times.reduce((a, b) => a + b, 0);
    const sorted = times.slice().sort((a, b) => a - b);
    return {
      randomGame: {
        games: g,
        // Games that reached an outcome; the others "stalled" (no decision pending, no outcome:
        // the ruleset is incomplete there) and their times cover only the part played.
        finished,
        medianMs: Number(median(times)!.toFixed(2)),
        p90Ms: Number(sorted[Math.floor(sorted.length * 0.9)].toFixed(2)),
        actionsPerSec: Math.round((actions / total) * 1000),
        meanActions: Math.round(actions / g),
        peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
        endings: reasons,
      },
    };
  },
} satisfies BenchArea;
