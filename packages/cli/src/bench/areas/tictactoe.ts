/**
 * Engine benchmark: random tic-tac-toe playouts through the Match runner, the path every
 * move of a real game takes. Each move computes pending, enumerates legalActions, validates
 * and applies the chosen action and appends it to the log, so the figure is the engine's
 * per-move overhead plus the smallest possible ruleset. (boardgame.io does ~10,000 moves/s.)
 */
import { Match, Rng } from "@koprulu/engine";
import { tictactoe } from "@koprulu/tictactoe";
import type { BenchArea } from "../../commands/bench";

/** Play random games for about `ms` milliseconds; returns games and moves played. */
function playFor(ms: number, rng: Rng): { games: number; moves: number; elapsed: number; cpu: number } {
  let games = 0;
  let moves = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    // Check the clock every 256 games: performance.now() costs more than a move.
    for (let g = 0; g < 256; g++) {
      const match = new Match(tictactoe, {}, "bench");
      for (;;) {
        const pending = match.pending();
        if (pending.length === 0) break;
        const player = pending[0].player;
        const legal = match.legalActions(player);
        const err = match.submit(player, legal[rng.index(legal.length)]);
        if (err !== null) throw new Error(`bench: legal action refused: ${err.code}`);
        moves++;
      }
      games++;
    }
    elapsed = performance.now() - start;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { games, moves, elapsed, cpu: (cpu.user + cpu.system) / 1000 };
}

export default {
  name: "tictactoe",
  async run() {
    const rng = Rng.fromSeed("tictactoe-bench");
    playFor(300, rng); // warm-up: let the JIT optimise the hot path first
    const runs = [0, 1, 2].map(() => playFor(1000, rng));
    // Report the median run: the machine is shared, so single runs are noisy.
    const median = runs.slice().sort((a, b) => a.moves / a.elapsed - b.moves / b.elapsed)[1];
    return {
      movesPerSec: Math.round((median.moves / median.elapsed) * 1000),
      gamesPerSec: Math.round((median.games / median.elapsed) * 1000),
      movesPerSecRuns: runs.map((r) => Math.round((r.moves / r.elapsed) * 1000)),
      // Per CPU-second of this process: steadier than wall-clock figures on a shared machine.
      movesPerCpuSec: Math.round((median.moves / median.cpu) * 1000),
      movesPerGame: Number((median.moves / median.games).toFixed(2)),
      ms: Math.round(runs.reduce((t, r) => t + r.elapsed, 0)),
    };
  },
} satisfies BenchArea;
