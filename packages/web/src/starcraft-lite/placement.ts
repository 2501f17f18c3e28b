/**
 * Setup by sight: while the revealed planet is turned (`rotate` decisions), it is drawn where it
 * goes, at the turn being looked at, with its route slots; the player steps through the legal
 * turns and confirms one. `litePlacement` gives the Galaxy's placement preview for a turn.
 */
import type { Action } from "../api/types";
import type { Placement } from "../starcraft/Galaxy";
import type { ScCatalog } from "../starcraft/viewTypes";
import { worldSides } from "../starcraft/worldSides";
import type { LiteView } from "./view";

/** The legal turns (quarter turns clockwise), in order, or [] when no planet is being turned. */
export function legalTurns(actions: readonly Action[]): number[] {
  return [...new Set(actions.filter((a) => a.type === "rotate").map((a) => Number(a.rotation)))].sort(
    (x, y) => x - y,
  );
}

export function litePlacement(
  view: LiteView,
  catalog: ScCatalog,
  rotation: number,
  label: string,
): Placement | null {
  const f = view.frame;
  if (f.kind !== "galaxy" || !f.reveal) return null;
  const { planet, x, y } = f.reveal;
  return {
    planet,
    rotation,
    sides: worldSides(catalog, planet, rotation),
    cells: [{ x, y, label, live: false }],
    chosen: { x, y },
  };
}
