// Below placement.tsx (which draws the preview with the map's tile) and describe.ts (which says
// the sides in words), so the action words need not import the map.
import type { ScCatalog } from "./viewTypes";

/** World sides (0 N … 3 W) of a planet's route slots at a turn: the tile's sides turned clockwise. */
export function worldSides(catalog: ScCatalog, planet: string, rotation: number): number[] {
  return (catalog.planets[planet]?.slots ?? []).map((s) => (s + rotation) % 4).sort();
}
