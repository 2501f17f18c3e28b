/**
 * Fast geometry for enumerating planet placements: the grid cells of placed planets in a Map
 * (one build per call, instead of a scan of every placed planet per probed side), and the same
 * "joins a free facing slot" test as galaxy.ts `joiningSides(...).length > 0`.
 */
import type { PlacedPlanet, StarcraftState } from "./state";

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** Cell key; grid coordinates are small integers. */
function cellKey(x: number, y: number): string {
  return `${x},${y}`;
}

export type Occupancy = Map<string, PlacedPlanet>;

/** Placed planets by cell (the first placed wins, as `planetAt` scans in placement order). */
export function occupancy(s: StarcraftState): Occupancy {
  const out: Occupancy = new Map();
  for (const id of s.planetOrder) {
    const p = s.planets[id];
    const k = cellKey(p.x, p.y);
    if (!out.has(k)) out.set(k, p);
  }
  return out;
}

/** Some side in `sides` (world sides) meets a placed neighbour's free facing slot. */
export function joinsAny(occ: Occupancy, sides: number[], x: number, y: number): boolean {
  for (const side of sides) {
    const n = occ.get(cellKey(x + DX[side], y + DY[side]));
    if (n && n.slots[(side + 2) % 4] === -1) return true;
  }
  return false;
}
