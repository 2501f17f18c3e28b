/**
 * How many planet tokens each player draws and places at setup (BW p.11):
 * - standard: draw 2, place 2 (clockwise from the first player, then in reverse);
 * - BW-X3 More Starting Planet Tokens: draw 3, place 2; once everyone has placed two the unplaced
 *   tokens go back to the box;
 * - BW-X4 Larger Galaxy: draw 3, place 3, the third round clockwise from the first player again.
 *   Still one base, on any of the three planets (so it is mandatory only in the last round).
 */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftOptions, StarcraftState } from "../state";

export function planetsDrawn(o: Pick<StarcraftOptions, "variants">): number {
  return o.variants?.moreStartingPlanets === true || o.variants?.largerGalaxy === true ? 3 : 2;
}

export function placementRounds(o: Pick<StarcraftOptions, "variants">): 2 | 3 {
  return o.variants?.largerGalaxy === true ? 3 : 2;
}

/** The seats in placement order: clockwise, then in reverse, then (Larger Galaxy) clockwise again. */
export function placementQueue(o: Pick<StarcraftOptions, "variants">, order: PlayerId[]): PlayerId[] {
  const two = [...order, ...order.slice().reverse()];
  return placementRounds(o) === 3 ? [...two, ...order] : two;
}

/** The placement round of the next placement, when `left` placements remain (the next one included). */
export function placementRound(s: Pick<StarcraftState, "options" | "players">, left: number): 1 | 2 | 3 {
  const n = s.players.length;
  const done = n * placementRounds(s.options) - left;
  return Math.min(3, Math.floor(done / n) + 1) as 1 | 2 | 3;
}

/** The last round: a player who has not placed his base yet must place it now. */
export function isLastPlacementRound(s: Pick<StarcraftState, "options">, round: number): boolean {
  return round >= placementRounds(s.options);
}

/** A seat whose hand is empty (Emperor Arcturus I picked two under Larger Galaxy) skips its turn. */
export function skipEmptyHands(s: Pick<StarcraftState, "planetHands">, queue: PlayerId[]): PlayerId[] {
  let i = 0;
  while (i < queue.length && s.planetHands[queue[i]].length === 0) i++;
  return queue.slice(i);
}
