/**
 * The area a Mobilize order is about to contest, as the seat sees it: the seat is resolving its
 * own Mobilize, has moved units into the order's contested area, and enemy units stand there.
 * Pure and cheap (no ruleset code), so the board can decide whether to offer pre-battle odds
 * without loading the odds chunk.
 */
import type { ScUnit, ScView } from "./viewTypes";

export interface Contest {
  planet: string;
  area: string;
  mine: ScUnit[];
  theirs: ScUnit[];
}

export function contestedArea(view: ScView, seat: number | null): Contest | null {
  const f = view.frame;
  if (seat === null || !f || f.kind !== "mobilize" || f.player !== seat) return null;
  if (view.battle != null) return null;
  const area = typeof f.contested === "string" ? f.contested : null;
  if (!area) return null;
  const here = view.units.filter((u) => u.area === area);
  const mine = here.filter((u) => u.owner === seat);
  const theirs = here.filter((u) => u.owner !== seat);
  if (mine.length === 0 || theirs.length === 0) return null;
  return { planet: typeof f.planet === "string" ? f.planet : "", area, mine, theirs };
}
