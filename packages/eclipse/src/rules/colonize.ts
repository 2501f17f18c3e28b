/**
 * E-E4: colony ships put a cube from the matching track on an empty square of a hex the player
 * controls. Advanced squares need the advanced technology; grey squares take any cube; an
 * Orbital adds one square for a money or science cube (E-X7, provisional).
 */
import type { PlayerId } from "@koprulu/engine";
import { content, hasTech } from "./economy";
import type { EclipseAction, EclipseState, Resource } from "./types";

const ADVANCED_TECH: Record<Resource, string> = {
  money: "advanced-economy",
  science: "advanced-labs",
  materials: "advanced-mining",
};

type Colonize = Extract<EclipseAction, { type: "colonize" }>;

export function colonizeOptions(s: EclipseState, seat: PlayerId): Colonize[] {
  const p = s.players[seat]!;
  if (p.colonyShipsUsed >= p.colonyShips) return [];
  const out: Colonize[] = [];
  const can = (r: Resource) => p.cubeTracks[r] > 0;
  for (const h of Object.values(s.hexes)) {
    if (h.owner !== seat) continue;
    const taken = new Set(h.cubes.map((c) => c.square));
    content().sectors[h.sector]!.squares.forEach((sq, i) => {
      if (taken.has(i)) return;
      if (sq.resource === "grey") {
        for (const r of ["money", "science", "materials"] as Resource[])
          if (can(r)) out.push({ type: "colonize", pos: h.pos, square: i, resource: r });
        return;
      }
      if (sq.advanced && !hasTech(p, ADVANCED_TECH[sq.resource])) return;
      if (can(sq.resource)) out.push({ type: "colonize", pos: h.pos, square: i, resource: sq.resource });
    });
    if (h.orbital && !taken.has("orbital"))
      for (const r of ["money", "science"] as Resource[])
        if (can(r)) out.push({ type: "colonize", pos: h.pos, square: "orbital", resource: r });
  }
  return out;
}

export function applyColonize(s: EclipseState, seat: PlayerId, a: Colonize): void {
  const p = s.players[seat]!;
  s.hexes[a.pos]!.cubes.push({ square: a.square, resource: a.resource });
  p.cubeTracks[a.resource]--;
  p.colonyShipsUsed++;
}

/** A disc leaves a hex: its cubes go back to the tracks they came from (ruling for grey squares). */
export function abandonHex(s: EclipseState, pos: string): void {
  const h = s.hexes[pos]!;
  if (h.owner === null) return;
  const p = s.players[h.owner]!;
  for (const c of h.cubes) p.cubeTracks[c.resource]++;
  h.cubes = [];
  p.discsOnTrack++;
  h.owner = null;
}
