/**
 * Where things may go on the galaxy: wormhole connections (with the Wormhole Generator), pinning
 * (E-A6), exploration sources (E-A1), influence targets (E-A2, E-X1), movement, retreats.
 */
import type { PlayerId } from "@koprulu/engine";
import type { HullId } from "../content/index";
import { content, hasTech } from "./economy";
import { edgeBetween, neighbour, neighbours, opposite, wormholeEdges } from "./hex";
import { seatHas } from "./species";
import type { EclipseState, Hex } from "./types";

export const hasWormholeGenerator = (s: EclipseState, seat: PlayerId) =>
  hasTech(s.players[seat]!, "wormhole-generator");

/** Wormhole halves on each edge of a placed hex. */
export const edgesOf = (h: Hex) => wormholeEdges(content(), h.sector, h.rotation);

/** Two adjacent placed hexes are connected for `seat`: a full wormhole, or half with the Wormhole Generator. */
export function connected(s: EclipseState, a: string, b: string, seat: PlayerId): boolean {
  const ha = s.hexes[a];
  const hb = s.hexes[b];
  if (!ha || !hb) return false;
  const e = edgeBetween(a, b);
  if (e < 0) return false;
  const x = edgesOf(ha)[e]!;
  const y = edgesOf(hb)[opposite(e)]!;
  return hasWormholeGenerator(s, seat) ? x || y : x && y;
}

export const ownShips = (h: Hex, seat: PlayerId) => h.ships.filter((x) => x.owner === seat);
/**
 * Ships that pin `seat`'s ships in a hex: enemy ships and Ancients (the GCDS pins everything).
 * `coexist`: the seat shares hexes with Ancients (Descendants of Draco), so they do not count.
 */
export const enemyCount = (h: Hex, seat: PlayerId, coexist = false) =>
  h.ships.filter((x) => x.owner !== seat).length + (coexist ? 0 : h.ancients);
export const hasEnemies = (h: Hex, seat: PlayerId, coexist = false) =>
  enemyCount(h, seat, coexist) > 0 || h.gcds;
/** Descendants of Draco share hexes with Ancients (no battle, no pinning, discs allowed). */
export const coexists = (s: EclipseState, seat: PlayerId) => seatHas(s, seat, "coexist-with-ancients");

/**
 * E-A6: own ships that may leave the hex (each enemy ship pins one; the GCDS pins all). Ruling:
 * Starbases stay anyway, so they are the first ships held.
 */
export function freeShips(h: Hex, seat: PlayerId, coexist = false): number {
  if (h.gcds) return 0;
  const own = ownShips(h, seat);
  const mobile = own.filter((x) => x.hull !== "starbase").length;
  return Math.max(0, Math.min(mobile, own.length - enemyCount(h, seat, coexist)));
}

/** E-A1: hexes a player may explore from: own disc, or own ships that are not pinned. */
export function exploreSources(s: EclipseState, seat: PlayerId): string[] {
  return Object.values(s.hexes)
    .filter(
      (h) => h.owner === seat || (ownShips(h, seat).length > 0 && !isPinned(h, seat, coexists(s, seat))),
    )
    .map((h) => h.pos);
}
/** Ruling: ships "pinned" for exploring means every own ship there is held by an enemy. */
export function isPinned(h: Hex, seat: PlayerId, coexist = false): boolean {
  if (h.gcds) return true;
  return ownShips(h, seat).length <= enemyCount(h, seat, coexist);
}

/** E-A1: empty positions next to a source whose edge toward them has a wormhole half. */
export function explorePositions(s: EclipseState, seat: PlayerId): string[] {
  const out = new Set<string>();
  const wg = hasWormholeGenerator(s, seat);
  for (const src of exploreSources(s, seat)) {
    const edges = edgesOf(s.hexes[src]!);
    for (let e = 0; e < 6; e++) {
      const pos = neighbour(src, e);
      if (s.hexes[pos]) continue;
      // Without the generator the source needs its half; with it the new tile's half may do.
      if (edges[e] || wg) out.add(pos);
    }
  }
  return [...out].sort();
}

/** E-A1: rotations of `sector` at `pos` that connect to a source hex (distinct wormhole patterns). */
export function exploreRotations(s: EclipseState, seat: PlayerId, pos: string, sector: string): number[] {
  const sources = new Set(exploreSources(s, seat));
  const wg = hasWormholeGenerator(s, seat);
  const seen = new Set<string>();
  const out: number[] = [];
  for (let r = 0; r < 6; r++) {
    const mine = wormholeEdges(content(), sector, r);
    const key = mine.map(Number).join("");
    if (seen.has(key)) continue;
    seen.add(key);
    const ok = neighbours(pos).some((n, e) => {
      if (!sources.has(n)) return false;
      const theirs = edgesOf(s.hexes[n]!)[opposite(e)]!;
      return wg ? mine[e] || theirs : mine[e] && theirs;
    });
    if (ok) out.push(r);
  }
  return out;
}

/**
 * E-A2 / E-X1: hexes a disc may go to (no wormhole needed; no enemy ships, no Ancients/GCDS —
 * Descendants of Draco may go where Ancients are).
 */
export function influenceTargets(s: EclipseState, seat: PlayerId, from: string): string[] {
  const coexist = coexists(s, seat);
  const near = new Set<string>();
  for (const h of Object.values(s.hexes))
    if (h.owner === seat || ownShips(h, seat).length > 0) for (const n of neighbours(h.pos)) near.add(n);
  return Object.values(s.hexes)
    .filter(
      (h) =>
        h.pos !== from &&
        h.owner === null &&
        !hasEnemies(h, seat, coexist) &&
        (near.has(h.pos) || ownShips(h, seat).length > 0),
    )
    .map((h) => h.pos)
    .sort();
}

export function movement(s: EclipseState, seat: PlayerId, hull: HullId): number {
  let m = 0;
  for (const id of s.players[seat]!.blueprints[hull].slots) if (id) m += content().parts[id]!.movement ?? 0;
  return m;
}

/**
 * E-A6: hexes a ship of `hull` can reach from `from`: through connected wormholes, up to its
 * movement, and not through a hex where it would be pinned (entering: held unless the own ships
 * already there cover every enemy; the GCDS holds all).
 */
export function moveDestinations(s: EclipseState, seat: PlayerId, from: string, hull: HullId): string[] {
  const range = movement(s, seat, hull);
  const coexist = coexists(s, seat);
  const reached = new Set<string>([from]);
  let frontier = [from];
  for (let step = 0; step < range; step++) {
    const next: string[] = [];
    for (const pos of frontier) {
      if (pos !== from) {
        // Passing through: the own ships already there must cover every enemy, or it is held.
        const h = s.hexes[pos]!;
        if (h.gcds || ownShips(h, seat).length < enemyCount(h, seat, coexist)) continue;
      }
      for (const n of neighbours(pos)) {
        if (reached.has(n) || !s.hexes[n] || !connected(s, pos, n, seat)) continue;
        reached.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  reached.delete(from);
  return [...reached].sort();
}

/**
 * Whether `moveDestinations(s, seat, from, hull)` is not empty, without the search: a ship with
 * any movement can go wherever a first step leads (pinning is judged on hexes passed through,
 * never on the one it leaves), so one connected neighbour is enough.
 */
export function canLeave(s: EclipseState, seat: PlayerId, from: string, hull: HullId): boolean {
  if (movement(s, seat, hull) === 0) return false;
  for (const n of neighbours(from)) if (s.hexes[n] && connected(s, from, n, seat)) return true;
  return false;
}

/** E-C8: retreat targets: adjacent, connected, own disc, no enemy ships. */
export function retreatHexes(s: EclipseState, seat: PlayerId, pos: string): string[] {
  return neighbours(pos)
    .filter((n) => {
      const h = s.hexes[n];
      return h && h.owner === seat && !hasEnemies(h, seat, coexists(s, seat)) && connected(s, pos, n, seat);
    })
    .sort();
}

/** Ships of this hull the player has on the board (the hull's supply caps them, E-A5). */
export function shipsOnBoard(s: EclipseState, seat: PlayerId, hull: HullId): number {
  let n = 0;
  for (const h of Object.values(s.hexes))
    for (const x of h.ships) if (x.owner === seat && x.hull === hull) n++;
  return n;
}
