/**
 * @koprulu/starcraft/board — the base game's board (galaxy, planets, areas, resource cards, units,
 * bases, transports, workers) and the pure rules over it, for rulesets that reuse the map and the
 * economy without the base game's orders (StarCraft Lite, packages/starcraft-lite). Re-exports
 * only: the code stays where the base game keeps it, so both games share one implementation.
 */
export type { AreaDef, Catalog, FactionDef, PlanetDef, Race, ResourceKind } from "./catalog";
export { areaId } from "./catalog";
export { type Draft, draft } from "./draft";
export {
  candidateCells,
  freeSlots,
  joiningSides,
  placePlanet,
  placeZRoute,
  planetAt,
  worldSides,
} from "./galaxy";
export {
  areaDef,
  baseIn,
  baseOnPlanet,
  controller,
  enemyPresence,
  enemyUnitsIn,
  friendlyOrEmpty,
  hasUnitOnPlanet,
  neighbours,
  nextSeat,
  ownUnitsIn,
  planetAreas,
  planetOf,
  present,
  routesOf,
  transportBetween,
  turnOrder,
  unitsIn,
} from "./queries";
export {
  destroyBasesAndTransports,
  gainResourceCards,
  loseResourceCards,
  retrieveWorkers,
  scoreConquestPoints,
} from "./regrouping";
export { type CatalogScope, cat, catalogFor } from "./rules-catalog";
export { emptyPlayer } from "./setup";
export type {
  Base,
  PlacedPlanet,
  PlayerState,
  ResourceCard,
  Route,
  StarcraftOptions,
  StarcraftState,
  Transport,
  Unit,
} from "./state";
export { areasControlled, best, tiebreakKey } from "./victory";
