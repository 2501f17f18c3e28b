/**
 * E-E4: colony ships put a cube from the matching track on an empty square of a hex the player
 * controls. Advanced squares need the advanced technology; grey squares take any cube; an
 * Orbital adds one square for a money or science cube (E-X7, provisional).
 */
import type { PlayerId } from "@koprulu/engine";
import { CUBES_PER_TRACK, content, hasTech } from "./economy";
import type { EclipseAction, EclipseState, PlayerState, Resource, Step } from "./types";
import { RESOURCES } from "./types";

const ADVANCED_TECH: Record<Resource, string> = {
  money: "advanced-economy",
  science: "advanced-labs",
  materials: "advanced-mining",
};

type Colonize = Extract<EclipseAction, { type: "colonize" }>;

export function colonizeOptions(s: EclipseState, seat: PlayerId): Colonize[] {
  const p = s.players[seat]!;
  if (p.colonyShipsUsed >= p.colonyShips) return [];
  // Plain loops, no closures or sets: the turn menu and every step of a colonizing player ask,
  // thousands of times a second in a search (session 58).
  const out: Colonize[] = [];
  const sectors = content().sectors;
  for (const h of Object.values(s.hexes)) {
    if (h.owner !== seat) continue;
    const squares = sectors[h.sector]!.squares;
    for (let i = 0; i < squares.length; i++) {
      const sq = squares[i]!;
      if (hasCubeOn(h.cubes, i)) continue;
      if (sq.resource === "grey") {
        for (const r of GREY_CUBES)
          if (p.cubeTracks[r] > 0) out.push({ type: "colonize", pos: h.pos, square: i, resource: r });
        continue;
      }
      if (sq.advanced && !hasTech(p, ADVANCED_TECH[sq.resource])) continue;
      if (p.cubeTracks[sq.resource] > 0)
        out.push({ type: "colonize", pos: h.pos, square: i, resource: sq.resource });
    }
    if (h.orbital && !hasCubeOn(h.cubes, "orbital"))
      for (const r of ORBITAL_CUBES)
        if (p.cubeTracks[r] > 0) out.push({ type: "colonize", pos: h.pos, square: "orbital", resource: r });
  }
  return out;
}

/** The cubes a grey square may take, and an Orbital, in the order they are offered. */
const GREY_CUBES: readonly Resource[] = ["money", "science", "materials"];
const ORBITAL_CUBES: readonly Resource[] = ["money", "science"];

function hasCubeOn(cubes: readonly { square: number | "orbital" }[], square: number | "orbital"): boolean {
  for (const c of cubes) if (c.square === square) return true;
  return false;
}

export function applyColonize(s: EclipseState, seat: PlayerId, a: Colonize): void {
  const p = s.players[seat]!;
  s.hexes[a.pos]!.cubes.push({ square: a.square, resource: a.resource });
  p.cubeTracks[a.resource]--;
  p.colonyShipsUsed++;
}

const isGrey = (s: EclipseState, pos: string, square: number | "orbital") =>
  square !== "orbital" && content().sectors[s.hexes[pos]!.sector]!.squares[square]!.resource === "grey";

/**
 * A disc leaves a hex: cubes of coloured squares (and the orbital) go back to their tracks; cubes
 * of grey squares go to the tracks the owner chooses (QR "grau = beliebig", E-A2), as does a cube
 * whose own track has no empty space left (a grey cube may have filled it: ruling). Returns how
 * many cubes wait for that choice (`greyStep`).
 */
export function abandonHex(s: EclipseState, pos: string): number {
  const h = s.hexes[pos]!;
  if (h.owner === null) return 0;
  const p = s.players[h.owner]!;
  let choose = 0;
  for (const c of h.cubes) {
    if (isGrey(s, pos, c.square) || freeSpaces(p, c.resource) === 0) choose++;
    else p.cubeTracks[c.resource]++;
  }
  h.cubes = [];
  p.discsOnTrack++;
  h.owner = null;
  return choose;
}

/** The decision for `count` grey-square cubes of `player`, then `resume`. */
export const greyStep = (player: PlayerId, count: number, resume: Step | null): Step => ({
  kind: "grey-cubes",
  player,
  count,
  resume,
});

/** Empty spaces on a population track (11 spaces each). */
export const freeSpaces = (p: PlayerState, r: Resource): number => CUBES_PER_TRACK - p.cubeTracks[r];

/** Tracks a returning grey-square cube may go to: any with an empty space. */
export function greyTargets(s: EclipseState, seat: PlayerId): Resource[] {
  const p = s.players[seat]!;
  return RESOURCES.filter((r) => freeSpaces(p, r) > 0);
}
