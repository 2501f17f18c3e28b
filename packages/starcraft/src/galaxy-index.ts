/**
 * Fast geometry for enumerating planet placements (legalSetup runs at every placement and at
 * every node of a search over the opening): placed planets indexed by grid cell, free cells
 * computed against that index, and each planet's distinct rotations computed once from the
 * static catalog. Results equal galaxy.ts's `candidateCells`, `worldSides` and
 * `joiningSides(...).length > 0`, in the same order.
 */
import type { PlanetDef } from "./catalog";
import { type CatalogScope, cat } from "./rules-catalog";
import type { PlacedPlanet, StarcraftState } from "./state";

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

/** Numeric cell key; grid coordinates stay far inside ±2^15 (a galaxy has a few dozen tiles). */
function cellKey(x: number, y: number): number {
  return (x + 32768) * 65536 + (y + 32768);
}

export type Occupancy = Map<number, PlacedPlanet>;

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

/** galaxy.ts `candidateCells`, against the index. */
export function candidateCellsIndexed(s: StarcraftState, occ: Occupancy): [number, number][] {
  if (s.planetOrder.length === 0) return [[0, 0]];
  const out: [number, number][] = [];
  const seen = new Set<number>();
  for (const id of s.planetOrder) {
    const p = s.planets[id];
    for (let d = 0; d < 4; d++) {
      const x = p.x + DX[d];
      const y = p.y + DY[d];
      const k = cellKey(x, y);
      if (seen.has(k) || occ.has(k)) continue;
      seen.add(k);
      out.push([x, y]);
    }
  }
  return out;
}

/** Some side in `sides` (world sides) meets a placed neighbour's free facing slot. */
export function joinsAny(occ: Occupancy, sides: readonly number[], x: number, y: number): boolean {
  for (const side of sides) {
    const n = occ.get(cellKey(x + DX[side], y + DY[side]));
    if (n && n.slots[(side + 2) % 4] === -1) return true;
  }
  return false;
}

/**
 * Bit `side` set when the neighbour across that side of (x, y) has a free facing slot; a tile
 * joins there iff `rotation.mask & openSides(...)` is non-zero (= `joinsAny`).
 */
export function openSides(occ: Occupancy, x: number, y: number): number {
  let mask = 0;
  for (let side = 0; side < 4; side++) {
    const n = occ.get(cellKey(x + DX[side], y + DY[side]));
    if (n && n.slots[(side + 2) % 4] === -1) mask |= 1 << side;
  }
  return mask;
}

export interface Rotation {
  rotation: number;
  /** World sides of the tile's slots at this rotation (`worldSides`). */
  sides: readonly number[];
  /** The same sides as bits. */
  mask: number;
}

// Keyed by the catalog's planet record, so each expansion set's catalog has its own entries.
const rotationCache = new WeakMap<PlanetDef, readonly Rotation[]>();

/** Rotations 0–3 of a planet that give distinct sets of world sides (the first of each kind). */
export function distinctRotations(s: CatalogScope, planet: string): readonly Rotation[] {
  const def = cat(s).planets[planet];
  let out = rotationCache.get(def);
  if (!out) {
    const list: Rotation[] = [];
    const seen = new Set<string>();
    for (let rotation = 0; rotation < 4; rotation++) {
      const sides = def.slots.map((slot) => (slot + rotation) % 4);
      const key = sides.slice().sort().join(",");
      if (seen.has(key)) continue;
      seen.add(key);
      let mask = 0;
      for (const side of sides) mask |= 1 << side;
      list.push({ rotation, sides: Object.freeze(sides), mask });
    }
    out = Object.freeze(list);
    rotationCache.set(def, out);
  }
  return out;
}

export type PlacePlanetAction = {
  type: "place-planet";
  planet: string;
  x: number;
  y: number;
  rotation: number;
};

// Interned placement actions (the engine lets legalActions return shared frozen objects): the
// same placement is enumerated at every node of a search, and searchers key actions by object.
const placeActions = new Map<string, Map<number, Readonly<PlacePlanetAction>>>();

/** The one frozen `place-planet` action object for these fields (same key order as a literal). */
export function placePlanetAction(planet: string, x: number, y: number, rotation: number): PlacePlanetAction {
  let byCell = placeActions.get(planet);
  if (!byCell) {
    byCell = new Map();
    placeActions.set(planet, byCell);
  }
  const k = cellKey(x, y) * 4 + rotation;
  let a = byCell.get(k);
  if (!a) {
    a = Object.freeze({ type: "place-planet", planet, x, y, rotation } as const);
    byCell.set(k, a);
  }
  return a as PlacePlanetAction;
}
