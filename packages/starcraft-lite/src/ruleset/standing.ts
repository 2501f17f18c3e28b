/**
 * Each seat's standing now: its conquest points. StarCraft Lite has no elimination, so a forfeit
 * (a server clock ran out) ends the game with the forfeiter last, and the engine's default
 * forfeit ranks the others by these points.
 */
import type { LiteState } from "./state";

export function standing(s: LiteState): number[] {
  return s.board.players.map((p) => p.cp);
}
