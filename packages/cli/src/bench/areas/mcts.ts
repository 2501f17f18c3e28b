/**
 * ISMCTS speed: iterations per second of one search at the opening of a 4-player StarCraft
 * game, on this thread (target ≥ 5,000). Until the StarCraft ruleset is available the area
 * says so under `starcraftUnavailable` and reports tic-tac-toe's figure only, under its own key.
 */
import { ismctsSearch, loadRuleset } from "@koprulu/bots";
import { type AnyRuleset, Rng } from "@koprulu/engine";
import type { BenchArea } from "../../commands/bench";

function measure(ruleset: AnyRuleset, players: number, ms: number) {
  const state = ruleset.setup(ruleset.defaultOptions(players), "mcts-bench");
  const seat = ruleset.pending(state)[0].player;
  const input = {
    ruleset,
    seat,
    view: ruleset.view(state, seat),
    decisions: ruleset.pending(state).filter((d) => d.player === seat),
    legalActions: ruleset.legalActions(state, seat),
    rng: Rng.fromSeed("mcts-bench"),
  };
  ismctsSearch(input, { timeMs: Math.min(300, ms) }); // warm-up for the JIT
  const start = performance.now();
  const r = ismctsSearch(input, { timeMs: ms });
  const elapsed = performance.now() - start;
  return {
    iterationsPerSec: Math.round((r.iterations / elapsed) * 1000),
    iterations: r.iterations,
    legalActionsAtRoot: input.legalActions.length,
    ms: Math.round(elapsed),
  };
}

export default {
  name: "mcts",
  async run() {
    const ttt = measure(await loadRuleset("tictactoe"), 2, 1000);
    let starcraft: AnyRuleset | null = null;
    let unavailable: string | undefined;
    try {
      starcraft = await loadRuleset("starcraft");
    } catch (err) {
      unavailable = (err as Error).message;
    }
    if (!starcraft) {
      return {
        iterationsPerSec: null,
        starcraftUnavailable: unavailable,
        tictactoeIterationsPerSec: ttt.iterationsPerSec,
        tictactoe: ttt,
      };
    }
    const sc = measure(starcraft, 4, 3000);
    return {
      iterationsPerSec: sc.iterationsPerSec,
      position: "starcraft, 4 players, opening, default ISMCTS options, one thread",
      starcraft: sc,
      tictactoeIterationsPerSec: ttt.iterationsPerSec,
    };
  },
} satisfies BenchArea;
