/**
 * Galaxy geometry. Planets sit on a square grid; a tile's route slots are sides (0 N, 1 E,
 * 2 S, 3 W) turned by its rotation. Two planets side by side are joined when both have a slot
 * on the shared side. This grid is our reading of the physical table: it makes "can be joined"
 * and "must also be joined" exact, and gives UIs positions to draw.
 */
import type { Draft } from "./draft";
import { type CatalogScope, cat } from "./rules-catalog";
import type { PlacedPlanet, StarcraftState } from "./state";

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

export function worldSides(s: CatalogScope, planet: string, rotation: number): number[] {
  return cat(s).planets[planet].slots.map((slot) => (slot + rotation) % 4);
}

export function planetAt(s: StarcraftState, x: number, y: number): PlacedPlanet | null {
  for (const id of s.planetOrder) {
    const p = s.planets[id];
    if (p.x === x && p.y === y) return p;
  }
  return null;
}

/** Sides of a would-be placement that meet a free facing slot of a placed neighbour. */
export function joiningSides(
  s: StarcraftState,
  planet: string,
  x: number,
  y: number,
  rotation: number,
): number[] {
  const out: number[] = [];
  for (const side of worldSides(s, planet, rotation)) {
    const n = planetAt(s, x + DX[side], y + DY[side]);
    if (n && n.slots[(side + 2) % 4] === -1) out.push(side);
  }
  return out;
}

/** Free grid cells next to placed planets (or the origin for the first planet). */
export function candidateCells(s: StarcraftState): [number, number][] {
  if (s.planetOrder.length === 0) return [[0, 0]];
  const out: [number, number][] = [];
  const seen = new Set<string>();
  for (const id of s.planetOrder) {
    const p = s.planets[id];
    for (let d = 0; d < 4; d++) {
      const x = p.x + DX[d];
      const y = p.y + DY[d];
      const k = `${x},${y}`;
      if (seen.has(k) || planetAt(s, x, y)) continue;
      seen.add(k);
      out.push([x, y]);
    }
  }
  return out;
}

/** Place a planet and join it by a route to every neighbour it can join (the rule says must). */
export function placePlanet(d: Draft, planet: string, x: number, y: number, rotation: number): void {
  const slots: Record<number, number> = {};
  for (const side of worldSides(d, planet, rotation)) slots[side] = -1;
  const placed: PlacedPlanet = { id: planet, x, y, rotation, slots };
  const planets = { ...d.planets, [planet]: placed };
  const routes = d.routes.slice();
  for (const side of joiningSides(d, planet, x, y, rotation)) {
    const n = planetAt(d, x + DX[side], y + DY[side])!;
    const id = routes.length;
    routes.push({ id, a: { planet: n.id, side: (side + 2) % 4 }, b: { planet, side }, z: false });
    placed.slots[side] = id;
    planets[n.id] = { ...n, slots: { ...n.slots, [(side + 2) % 4]: id } };
  }
  d.planets = planets;
  d.planetOrder = [...d.planetOrder, planet];
  d.routes = routes;
}

export function freeSlots(s: StarcraftState): { planet: string; side: number }[] {
  const out: { planet: string; side: number }[] = [];
  for (const id of s.planetOrder) {
    const p = s.planets[id];
    for (let side = 0; side < 4; side++) if (p.slots[side] === -1) out.push({ planet: id, side });
  }
  return out;
}

export function placeZRoute(
  d: Draft,
  a: { planet: string; side: number },
  b: { planet: string; side: number },
): void {
  const id = d.routes.length;
  d.routes = [...d.routes, { id, a, b, z: true }];
  const pa = d.planets[a.planet];
  const pb = d.planets[b.planet];
  d.planets = {
    ...d.planets,
    [a.planet]: { ...pa, slots: { ...pa.slots, [a.side]: id } },
    [b.planet]: { ...pb, slots: { ...pb.slots, [b.side]: id } },
  };
}
