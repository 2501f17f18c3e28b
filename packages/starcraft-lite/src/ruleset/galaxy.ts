/**
 * Lite galaxy setup (L-S2, L-S3) on the base game's grid (StarCraft's galaxy code: placePlanet
 * joins a tile to every neighbour it can join, placeZRoute adds a warp). Ruling: the first
 * player's free choices (rotations, which planet to expand, which maximal warp pairing) are made
 * by the PRNG, so setup needs no decisions; the procedure's constraints are kept exactly.
 */
import type { Rng } from "@koprulu/engine";
import {
  candidateCells,
  type Draft,
  freeSlots,
  placePlanet,
  placeZRoute,
  worldSides,
} from "@koprulu/starcraft/board";

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

function occupied(d: Draft, x: number, y: number): boolean {
  return d.planetOrder.some((id) => d.planets[id].x === x && d.planets[id].y === y);
}

/** Free slots of a placed planet whose facing grid cell is still empty (room to expand). */
function openSides(d: Draft, planet: string): number[] {
  const p = d.planets[planet];
  return [0, 1, 2, 3].filter((side) => p.slots[side] === -1 && !occupied(d, p.x + DX[side], p.y + DY[side]));
}

/** L-S2: reveal a planet, fill each of its connections clockwise, expand the most connected, stop at 2 per player. */
export function buildGalaxy(d: Draft, tokens: string[], count: number, rng: Rng): void {
  let next = 0;
  placePlanet(d, tokens[next++], 0, 0, rng.int(0, 3));
  let expand: string | null = d.planetOrder[0];
  while (d.planetOrder.length < count && next < tokens.length) {
    if (expand) {
      const from = d.planets[expand];
      for (const side of openSides(d, expand)) {
        if (d.planetOrder.length >= count) break;
        const t = tokens[next++];
        const facing = (side + 2) % 4;
        const rotations = [0, 1, 2, 3].filter((r) => worldSides(d, t, r).includes(facing));
        const rotation = rotations.length > 0 ? rng.pick(rotations) : 0;
        placePlanet(d, t, from.x + DX[side], from.y + DY[side], rotation);
      }
    } else {
      // Nothing can expand (every free connection faces a placed tile): put the next planet beside the galaxy.
      const [x, y] = candidateCells(d)[0];
      placePlanet(d, tokens[next++], x, y, rng.int(0, 3));
    }
    // The placed planet with the most free connections expands next (ties: placement order).
    let best: string | null = null;
    let most = 0;
    for (const id of d.planetOrder) {
      const n = openSides(d, id).length;
      if (n > most) {
        most = n;
        best = id;
      }
    }
    expand = best;
  }
}

/**
 * L-S3 warp points: pair the remaining free route slots, never a planet with itself, never the same
 * two planets twice (nor two planets already joined), as many warps as possible: repeatedly the
 * planet with the most free slots left warps to the other planet with the most free slots left
 * that it may still join (largest-first, which reaches the maximum on the text's example).
 */
export function placeWarps(d: Draft): void {
  for (;;) {
    const free = new Map<string, number[]>();
    for (const f of freeSlots(d)) free.set(f.planet, [...(free.get(f.planet) ?? []), f.side]);
    const joined = (a: string, b: string) =>
      d.routes.some((r) => (r.a.planet === a && r.b.planet === b) || (r.a.planet === b && r.b.planet === a));
    const order = [...free.keys()].sort((a, b) => free.get(b)!.length - free.get(a)!.length);
    let made = false;
    for (const a of order) {
      const b = order.find((x) => x !== a && !joined(a, x));
      if (!b) continue;
      placeZRoute(d, { planet: a, side: free.get(a)![0] }, { planet: b, side: free.get(b)![0] });
      made = true;
      break;
    }
    if (!made) return;
  }
}
