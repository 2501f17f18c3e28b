/**
 * Full 4-player StarCraft games between RandomBots (targets: median ≤ 20 ms per game, peak
 * memory ≤ 100 MB): median and p90 ms per game, actions per second, and memory measured in a
 * fresh process (probes/starcraft-memory.ts) so the other areas' garbage does not count; the
 * same for Brood War games (`broodWarRandomGame`, options.expansions) in the same run, and the
 * memory a finished game takes in a server — V8 heap plus ArrayBuffer contents, where the packed
 * log keeps most of its entries (`liveGameHeapKb`, probes/starcraft-live-game.ts).
 * Reports {"unavailable": reason} while the ruleset is not there.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
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
    const base = randomGames(ruleset, ruleset.defaultOptions(4), "bench", 20, 10_000);
    // Brood War in the same run (its own catalog, options.expansions), beside the base game.
    const broodWar = randomGames(
      ruleset,
      { ...(ruleset.defaultOptions(4) as object), expansions: ["brood-war"] },
      "bench-bw",
      10,
      5_000,
    );
    return {
      randomGame: { ...base, memory: measureMemory() },
      broodWarRandomGame: broodWar,
      ...liveGame(),
    };
  },
} satisfies BenchArea;

/** Random 4-player games: at least `min`, then up to `budgetMs` or 200 games. */
function randomGames(ruleset: AnyRuleset, options: unknown, seed: string, min: number, budgetMs: number) {
  const bots = [randomBot, randomBot, randomBot, randomBot];
  playGame(ruleset, bots, `${seed}-warm-up`, { options }); // let the JIT settle
  const times: number[] = [];
  const reasons: Record<string, number> = {};
  let actions = 0;
  let finished = 0;
  const start = performance.now();
  let g = 0;
  while (g < min || (performance.now() - start < budgetMs && g < 200)) {
    const r = playGame(ruleset, bots, `${seed}-${g++}`, { options });
    times.push(r.ms);
    actions += r.actions;
    if (r.outcome) finished++;
    const reason = r.outcome?.reason ?? r.stopped;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  }
  const total = times.reduce((a, b) => a + b, 0);
  const sorted = times.slice().sort((a, b) => a - b);
  return {
    games: g,
    // Games that reached an outcome; the others "stalled" (no decision pending, no outcome:
    // the ruleset is incomplete there) and their times cover only the part played.
    finished,
    medianMs: Number(median(times)!.toFixed(2)),
    p90Ms: Number(sorted[Math.floor(sorted.length * 0.9)].toFixed(2)),
    actionsPerSec: Math.round((actions / total) * 1000),
    meanActions: Math.round(actions / g),
    endings: reasons,
  };
}

const PROBE = fileURLToPath(new URL("../probes/starcraft-memory.ts", import.meta.url));
const LIVE_PROBE = fileURLToPath(new URL("../probes/starcraft-live-game.ts", import.meta.url));

/**
 * The memory one finished 4-player random game takes in a server (a GameRuntime: state, log,
 * keys; V8 heap plus ArrayBuffer contents), measured with forced collections in a fresh process
 * (`liveGameHeapKb`), beside the server cache's estimate of it (`cacheEstimateKb`).
 */
function liveGame(): { liveGameHeapKb?: number; liveGame: Record<string, number> | { error: string } } {
  try {
    const live = JSON.parse(
      execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", LIVE_PROBE, "20"], {
        encoding: "utf8",
      }),
    ) as Record<string, number>;
    return { liveGameHeapKb: live.liveGameHeapKb, liveGame: live };
  } catch (err) {
    return { liveGame: { error: (err as Error).message } };
  }
}

/**
 * The young-generation cap the random-game probe runs with. V8 grows the young generation to two
 * 16 MB semi-spaces while the ruleset's content is built (most of it survives its first
 * scavenges) and never gives it back; capped at 4 MB the process peaks ~25 MB lower, and the 200
 * games cost the same CPU (measured: 3.85 s default vs 3.87 s capped, 2 runs each, load 18).
 * The bench reports the uncapped peak beside it (`peakRssMbDefaultYoungGen`).
 */
const RANDOM_GAME_NODE_FLAGS = ["--max-semi-space-size=4"];

/**
 * Peak RSS of a process that only plays 200 random games (`peakRssMb`, with
 * RANDOM_GAME_NODE_FLAGS; `peakRssMbDefaultYoungGen` without), of the same runtime with nothing
 * loaded (`runtimeRssMb`: node plus the tsx TypeScript loader, whose module-hooks thread alone
 * costs ~35 MB), and after loading the ruleset and its content (`loadedRssMb`).
 */
function measureMemory(): Record<string, number | string> | { error: string } {
  const probe = (flags: string[], ...args: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, [...flags, "--import", "tsx", PROBE, ...args], { encoding: "utf8" }),
    );
  try {
    const runtime = probe(RANDOM_GAME_NODE_FLAGS, "runtime") as { peakRssMb: number };
    const games = probe(RANDOM_GAME_NODE_FLAGS, "games", "200") as {
      loadedRssMb: number;
      peakRssMb: number;
      games: number;
    };
    const uncapped = probe([], "games", "200") as { peakRssMb: number };
    return {
      games: games.games,
      peakRssMb: games.peakRssMb,
      nodeFlags: RANDOM_GAME_NODE_FLAGS.join(" "),
      peakRssMbDefaultYoungGen: uncapped.peakRssMb,
      runtimeRssMb: runtime.peakRssMb,
      loadedRssMb: games.loadedRssMb,
      rulesetShareMb: games.peakRssMb - runtime.peakRssMb,
    };
  } catch (err) {
    return { error: (err as Error).message };
  }
}
