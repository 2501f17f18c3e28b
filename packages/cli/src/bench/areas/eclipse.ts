/**
 * Eclipse game speed: random 4-player games (9 rounds) through the Match runner, every move
 * validated (strict validate enumerates the legal actions) and applied. Reports the median
 * milliseconds per game (wall and CPU) and moves per second.
 */

import { eclipse } from "@koprulu/eclipse";
import { Match, Rng } from "@koprulu/engine";
import type { BenchArea } from "../../commands/bench";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function randomGame(seed: string) {
  const rng = Rng.fromSeed(`bench/${seed}`);
  const match = new Match(eclipse, { players: 4, rounds: 9 }, seed);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let moves = 0;
  for (;;) {
    const pending = match.pending();
    if (pending.length === 0) break;
    const player = pending[0]!.player;
    const legal = match.legalActions(player);
    const err = match.submit(player, legal[rng.index(legal.length)]!);
    if (err) throw new Error(`bench eclipse: legal action refused: ${err.code}`);
    moves++;
  }
  const cpu = process.cpuUsage(cpu0);
  return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, moves };
}

export default {
  name: "eclipse",
  async run() {
    randomGame("warm-up");
    const games = [0, 1, 2, 3, 4].map((i) => randomGame(`game-${i}`));
    const ms = median(games.map((g) => g.ms));
    return {
      randomGame: Math.round(ms),
      randomGameCpuMs: Math.round(median(games.map((g) => g.cpuMs))),
      movesPerGame: Math.round(median(games.map((g) => g.moves))),
      movesPerSec: Math.round(
        (games.reduce((a, g) => a + g.moves, 0) / games.reduce((a, g) => a + g.ms, 0)) * 1000,
      ),
    };
  },
} satisfies BenchArea;
