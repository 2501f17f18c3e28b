/** @koprulu/eclipse — Eclipse (1st edition, 2011): content pack and the battle sub-game with exact odds. */
export * from "./combat/index";
export { benchPositions, type Scenario, scenarios } from "./combat/scenarios";
export * from "./content/index";
