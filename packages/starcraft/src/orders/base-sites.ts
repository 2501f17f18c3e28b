/**
 * Where a Build order may found a base (rulebook, Build step 3): an area of the active planet
 * holding one of the builder's units, not a flying-only area, with no base of anyone yet (and,
 * in Team Play without Brood War, not beside the partner's base). Read by the Build order and by
 * the removal of a base that makes room for one (remove-base.ts).
 */
import type { PlayerId } from "@koprulu/engine";
import { baseIn, ownUnitsIn, planetAreas } from "../queries";
import type { StarcraftState } from "../state";
import { teamBaseRestricted } from "../variants/teams";

export function baseSites(s: StarcraftState, p: PlayerId, planet: string): string[] {
  const areas = planetAreas(s, planet);
  const ids = areas.map((a) => a.id);
  return areas
    .filter(
      (a) =>
        a.terrain !== "flying" &&
        ownUnitsIn(s, a.id, p) > 0 &&
        baseIn(s, a.id) === null &&
        !teamBaseRestricted(s, p, ids, a.id),
    )
    .map((a) => a.id);
}
