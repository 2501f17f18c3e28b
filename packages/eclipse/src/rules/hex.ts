/**
 * Galaxy geometry: flat-topped hexes in axial coordinates (q, r), the Galactic Center at 0,0.
 * Edges are numbered clockwise from the top: 0 T, 1 TR, 2 BR, 3 B, 4 BL, 5 TL (the content's
 * names). A tile rotated by k sixths has the wormhole printed on edge e on edge (e + k) mod 6.
 */
import type { Content } from "../content/index";

export const EDGE_NAMES = ["T", "TR", "BR", "B", "BL", "TL"] as const;
/** Axial step across each edge. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

export const posKey = (q: number, r: number) => `${q},${r}`;
export function parsePos(pos: string): [number, number] {
  const [q, r] = pos.split(",").map(Number);
  return [q!, r!];
}
export function neighbour(pos: string, edge: number): string {
  let around = NEIGHBOURS.get(pos);
  if (!around) {
    const [q, r] = parsePos(pos);
    around = DIRECTIONS.map(([dq, dr]) => posKey(q + dq, r + dr));
    NEIGHBOURS.set(pos, around);
  }
  return around[edge]!;
}
/**
 * The six neighbours of each position asked about (the rules ask at every legal-action listing,
 * thousands of times a second in a search; a galaxy has a few hundred positions at most).
 */
const NEIGHBOURS = new Map<string, readonly string[]>();
export function neighbours(pos: string): string[] {
  return [0, 1, 2, 3, 4, 5].map((e) => neighbour(pos, e));
}
/** Distance from the Galactic Center: the ring (1 inner, 2 middle, 3+ outer). */
export function ringOf(pos: string): number {
  let ring = RINGS.get(pos);
  if (ring === undefined) {
    const [q, r] = parsePos(pos);
    ring = (Math.abs(q) + Math.abs(r) + Math.abs(q + r)) / 2;
    // Positions of a galaxy are a few hundred; anything else asked is forgotten past a bound.
    if (RINGS.size >= 10_000) RINGS.clear();
    RINGS.set(pos, ring);
  }
  return ring;
}
/**
 * The ring of each position asked about: the exploration listing (its stack) and the heuristic's
 * ratings ask for every explorable position at every turn of a search (session 58).
 */
const RINGS = new Map<string, number>();
/** The edge of `from` that touches `to` (they must be adjacent), else -1. */
export function edgeBetween(from: string, to: string): number {
  for (let e = 0; e < 6; e++) if (neighbour(from, e) === to) return e;
  return -1;
}
export const opposite = (edge: number) => (edge + 3) % 6;

/**
 * Edges (0–5) holding a wormhole half for a sector placed with `rotation`. Shared and frozen: the
 * rules ask for every connection and exploration they list (thousands of times a second in a
 * search, session 58), so each sector's six rotations are worked out once per content.
 */
export function wormholeEdges(content: Content, sector: string, rotation: number): readonly boolean[] {
  if (!Number.isInteger(rotation) || rotation < 0 || rotation > 5) return edgesFor(content, sector, rotation);
  if (content !== edgesContent) {
    edgesContent = content;
    edgesBySector.clear();
  }
  let rotations = edgesBySector.get(sector);
  if (!rotations) {
    rotations = [0, 1, 2, 3, 4, 5].map((r) => Object.freeze(edgesFor(content, sector, r)));
    edgesBySector.set(sector, rotations);
  }
  return rotations[rotation]!;
}
let edgesContent: Content | null = null;
const edgesBySector = new Map<string, readonly (readonly boolean[])[]>();

function edgesFor(content: Content, sector: string, rotation: number): boolean[] {
  const edges = [false, false, false, false, false, false];
  for (const name of content.sectors[sector]!.wormholes) {
    const e = EDGE_NAMES.indexOf(name as (typeof EDGE_NAMES)[number]);
    edges[(e + rotation) % 6] = true;
  }
  return edges;
}

/** The middle-ring seat positions 0–5, clockwise from the top (E-S4). */
export function seatPosition(seat: number): string {
  const [dq, dr] = DIRECTIONS[seat]!;
  return posKey(2 * dq, 2 * dr);
}

/** The sector stack explored at a position: by ring, ring 3 and beyond from the outer stack (E-D6). */
export const stackFor = (pos: string): "inner" | "middle" | "outer" => {
  const ring = Math.min(ringOf(pos), 3);
  return ring === 1 ? "inner" : ring === 2 ? "middle" : "outer";
};
