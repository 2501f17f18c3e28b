/** StarCraft: The Board Game rules as a Koprulu ruleset. */
export type { StarcraftAction } from "./actions";
export type { Catalog } from "./catalog";
export { type CombatOdds, combatOdds, greedyPolicy } from "./combat";
export { cat, useCatalog } from "./rules-catalog";
export { starcraft } from "./ruleset";
export type { StarcraftOptions, StarcraftState } from "./state";
export type { StarcraftView } from "./view";
