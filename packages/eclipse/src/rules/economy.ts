/**
 * Numbers read from the content tables: production (E-E1), influence upkeep (E-E2), research
 * prices (E-A3), blueprint checks (E-A4), build costs (E-A5) and the part supply.
 */
import {
  type HullId,
  type ShipBlueprint,
  shipBlueprintFitsWith,
  shipBlueprintProblems,
} from "../content/index";
import { content } from "./pack";
import { printedBlueprintOf } from "./species";
import type { EclipseState, PlayerState, Resource, Track } from "./types";
import { HULLS, TRACKS } from "./types";

export { content } from "./pack";

const table = (id: string) => content().tables[id]!.values;

export const CUBES_PER_TRACK = 11;
/** Printed circles on the influence track (E-E2); upkeep is read at the rightmost empty one. */
export const TRACK_CIRCLES = 13;

/** E-E1: production = the highest uncovered value of the population track. */
export function production(p: PlayerState, r: Resource): number {
  const track = table("production-track").byCubesRemoved as number[];
  return track[CUBES_PER_TRACK - p.cubeTracks[r]]!;
}

/**
 * E-E2: money owed for the discs off the track. Ruling: the 13 printed circles are read; discs
 * gained from Advanced Robotics / Quantum Grid fill circles too, so each extra disc on the track
 * covers one more circle.
 */
export function upkeepCost(p: PlayerState): number {
  const empty = Math.max(0, Math.min(TRACK_CIRCLES, TRACK_CIRCLES - p.discsOnTrack));
  if (empty === 0) return 0;
  return (table("influence-upkeep").fromOneEmptyCircle as number[])[empty - 1]!;
}

export const hasTech = (p: PlayerState, tech: string) => TRACKS.some((t) => p.techs[t].includes(tech));

/** E-A3: cost less the track discount (by tiles already on that track), never below the minimum. */
export function researchPrice(p: PlayerState, tech: string): number {
  const t = content().technologies[tech]!;
  const discounts = table("research-discount").byTilesOnTrack as number[];
  const onTrack = p.techs[t.track as Track].length;
  return Math.max(t.minCost, t.cost - discounts[Math.min(onTrack, discounts.length - 1)]!);
}
export const trackSlots = () => table("research-track-slots").slots as number;

/** E-A4: a blueprint is usable when it fits the hull, energy ≥ 0, and drives are where they belong. */
export function blueprintProblems(hull: HullId, bp: ShipBlueprint): string[] {
  return shipBlueprintProblems(content(), hull, bp);
}

/** The blueprint with one slot changed (an upgrade, or an Ancient part), to check before it is made. */
export function withPart(p: PlayerState, hull: HullId, slot: number, part: string | null): ShipBlueprint {
  const bp = p.blueprints[hull];
  const slots = [...bp.slots];
  slots[slot] = part;
  return { ...bp, slots };
}

/**
 * Whether the blueprint with one slot changed is usable: `blueprintProblems(hull, withPart(p,
 * hull, slot, part)).length === 0`, without building the blueprint or the problems' words.
 */
export function fitsWithPart(p: PlayerState, hull: HullId, slot: number, part: string | null): boolean {
  return shipBlueprintFitsWith(content(), hull, p.blueprints[hull], slot, part);
}

/** Part tiles taken from the supply: slots whose part differs from the printed one. */
export function partsInUse(s: EclipseState, part: string): number {
  return supplyInUse(s)[part] ?? 0;
}
/** Part tiles taken from the supply, by part id. */
export function supplyInUse(s: EclipseState): Record<string, number> {
  const used: Record<string, number> = {};
  for (const p of s.players)
    for (const hull of HULLS) {
      const printed = printedBlueprintOf(p, hull).slots;
      p.blueprints[hull].slots.forEach((id, i) => {
        if (id !== null && printed[i] !== id) used[id] = (used[id] ?? 0) + 1;
      });
    }
  return used;
}

export const maxShips = (hull: HullId) => content().hulls[hull]!.maxPerPlayer;
export const vpTable = () => table("victory-points") as Record<string, number>;
