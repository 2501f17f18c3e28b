/**
 * Hot spots (spec §7 steps 5 and 8, L-S7, A13, A14): planet tokens drawn from a cup place CP
 * tokens on one area of each drawn planet; players with access harvest them for workers.
 */
import type { PlayerId, Rng } from "@koprulu/engine";
import {
  baseOnPlanet,
  cat,
  controller,
  enemyPresence,
  planetAreas,
  planetOf,
} from "@koprulu/starcraft/board";
import type { LiteState } from "./state";

/** Step 8 table: points per drawn planet, by player count. */
export const HOT_SPOT_POINTS: Record<number, number[]> = { 2: [2], 3: [3], 4: [2, 2], 5: [2, 3], 6: [3, 3] };

/**
 * Step 8: draw 1 or 2 planet tokens; when half or more of the planets have been drawn, every drawn
 * token except those just drawn goes back into the cup. Then each drawn planet's points go to
 * its areas by priority A (no base), B (no tokens yet), C (lowest limit), a rule skipped when no
 * area satisfies it; ties share evenly and the remainder goes to random tied areas (a die).
 */
export function drawHotSpots(d: LiteState, rng: Rng): void {
  const points = HOT_SPOT_POINTS[d.options.players];
  let cup = d.cup.slice();
  let drawn = d.drawn.slice();
  const now: string[] = [];
  for (let i = 0; i < points.length && cup.length > 0; i++) {
    const k = rng.index(cup.length);
    now.push(cup[k]);
    cup = [...cup.slice(0, k), ...cup.slice(k + 1)];
  }
  drawn = [...drawn, ...now];
  if (2 * drawn.length >= d.board.planetOrder.length) {
    cup = [...cup, ...drawn.filter((x) => !now.includes(x))].sort();
    drawn = now.slice();
  }
  d.cup = cup;
  d.drawn = drawn;
  now.forEach((planet, i) => {
    placePoints(d, planet, points[i], rng);
  });
}

function narrow<T>(xs: T[], keep: (x: T) => boolean): T[] {
  const ys = xs.filter(keep);
  return ys.length > 0 ? ys : xs;
}

export function hotSpotAreas(d: LiteState, planet: string): string[] {
  let areas = planetAreas(d.board, planet).map((a) => a.id);
  areas = narrow(areas, (a) => !d.board.bases.some((b) => b.area === a));
  areas = narrow(areas, (a) => !(d.hotSpots[a] > 0));
  const lowest = Math.min(...areas.map((a) => cat(d.board).areas[a].limit));
  return areas.filter((a) => cat(d.board).areas[a].limit === lowest);
}

function placePoints(d: LiteState, planet: string, points: number, rng: Rng): void {
  const areas = hotSpotAreas(d, planet);
  const each = Math.floor(points / areas.length);
  const hot = { ...d.hotSpots };
  for (const a of areas) hot[a] = (hot[a] ?? 0) + each;
  const rest = rng.shuffle(areas).slice(0, points - each * areas.length);
  for (const a of rest) hot[a] = (hot[a] ?? 0) + 1;
  for (const a of Object.keys(hot)) if (hot[a] === 0) delete hot[a];
  d.hotSpots = hot;
}

/** A13: access = the player would get the area's resource card at step 3 (same test for card-less areas). */
export function hasAccess(s: LiteState, p: PlayerId, area: string): boolean {
  const planet = planetOf(area);
  if (!baseOnPlanet(s.board, planet, p)) return false;
  if (controller(s.board, area) === p) return true;
  return planetAreas(s.board, planet).every((a) => !enemyPresence(s.board, a.id, p));
}

/** Hot-spot areas the player may take a token from now (one worker each; L-O5: once per area per turn). */
export function harvestable(s: LiteState, p: PlayerId, taken: string[]): string[] {
  if (s.board.players[p].workerPool <= 0) return [];
  return Object.keys(s.hotSpots)
    .sort()
    .filter((a) => s.hotSpots[a] > 0 && hasAccess(s, p, a) && !(s.options.slowHarvest && taken.includes(a)));
}
