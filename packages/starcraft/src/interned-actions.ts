/**
 * Interned setup actions (as `placePlanetAction` in galaxy-index.ts): the engine lets
 * `legalActions` hand out shared frozen objects, and a search enumerates the same base
 * placements at every node of the opening — ISMCTS finds a frozen action's edge by identity,
 * without building and hashing its JSON key.
 */
import type { StarcraftAction } from "./actions";

type PlaceBase = Extract<StarcraftAction, { type: "place-base" }>;

const placeBase = new Map<string, Readonly<PlaceBase>>();

/** The one frozen `place-base` action for this area (same fields and order as a literal). */
export function placeBaseAction(area: string): PlaceBase {
  let a = placeBase.get(area);
  if (!a) {
    a = Object.freeze({ type: "place-base", area } as const);
    placeBase.set(area, a);
  }
  return a as PlaceBase;
}

/** The one frozen `skip-base` action. */
export const SKIP_BASE: StarcraftAction = Object.freeze({ type: "skip-base" } as const) as StarcraftAction;
