/**
 * Each seat's standing now: its victory points as the end of the game would count them (§10,
 * scoring.ts). Eclipse has no elimination, so a forfeit (a server clock ran out) ends the game
 * with the forfeiter last, and the engine's default forfeit ranks the others by these points.
 */

import { scoreOf } from "./scoring";
import type { EclipseState } from "./types";

export function standing(s: EclipseState): number[] {
  return s.players.map((_, seat) => scoreOf(s, seat).total);
}
