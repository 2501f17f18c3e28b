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

const isGrey = (s: EclipseState, pos: string, square: number | "orbital") =>
  square !== "orbital" && content().sectors[s.hexes[pos]!.sector]!.squares[square]!.resource === "grey";

/**
 * A disc leaves a hex: cubes of coloured squares (and the orbital) go back to their tracks; cubes
 * of grey squares go to the tracks the owner chooses (QR "grau = beliebig", E-A2). Returns how
 * many grey-square cubes wait for that choice (`greyStep`).
 */
export function abandonHex(s: EclipseState, pos: string): number {
  const h = s.hexes[pos]!;
  if (h.owner === null) return 0;
  const p = s.players[h.owner]!;
  let grey = 0;
  for (const c of h.cubes) {
    if (isGrey(s, pos, c.square)) grey++;
    else p.cubeTracks[c.resource]++;
  }
  h.cubes = [];
  p.discsOnTrack++;
  h.owner = null;
  return grey;
}

/** The decision for `count` grey-square cubes of `player`, then `resume`. */
export const greyStep = (player: PlayerId, count: number, resume: Step | null): Step => ({
  kind: "grey-cubes",
  player,
  count,
  resume,
});

/**
 * Empty spaces of a track not owed to a cube that must come back to it (a cube on a coloured
 * square or in the graveyard returns to its own track): a grey-square cube may take one.
 */
export function freeSpaces(s: EclipseState, p: PlayerState, r: Resource): number {
  let owed = p.graveyard[r];
  for (const h of Object.values(s.hexes))
    if (h.owner === p.seat)
      for (const c of h.cubes) if (c.resource === r && !isGrey(s, h.pos, c.square)) owed++;
  // E-P2: an ambassador's cube goes home to the track it came from when relations break.
  for (const q of s.players)
    owed += q.ambassadors.filter((x) => x.from === p.seat && x.resource === r).length;
  return CUBES_PER_TRACK - p.cubeTracks[r] - owed;
}

/** Tracks a returning grey-square cube may go to. */
export function greyTargets(s: EclipseState, seat: PlayerId): Resource[] {
  const p = s.players[seat]!;
  return RESOURCES.filter((r) => freeSpaces(s, p, r) > 0);
}

/** A killed cube: to the graveyard of its track; a grey-square cube to one with room for it. */
export function graveyardFor(
  s: EclipseState,
  p: PlayerState,
  pos: string,
  cube: { square: number | "orbital"; resource: Resource },
): Resource {
  if (!isGrey(s, pos, cube.square)) return cube.resource;
  if (freeSpaces(s, p, cube.resource) > 0) return cube.resource;
  return RESOURCES.find((r) => freeSpaces(s, p, r) > 0) ?? cube.resource;
}
