/** @koprulu/eclipse — Eclipse (1st edition, 2011): content pack and the battle sub-game with exact odds. */
export * from "./combat/index";
export { benchPositions, type Scenario, scenarios } from "./combat/scenarios";
export * from "./content/index";
// Where ships may go (E-A6): the move-ship and move-to choices of a Move, without playing it.
export { moveGroups } from "./rules/actions";
export {
  ambassadorRoom,
  ambassadorsLeft,
  inRelations,
  partnersOf,
  proposalProblem,
  reputationRoom,
  type TrackLayout,
  trackLayout,
} from "./rules/diplomacy";
export { content, production, researchPrice, upkeepCost } from "./rules/economy";
export { moveDestinations } from "./rules/galaxy";
export { neighbours, ringOf } from "./rules/hex";
export { invariantProblems } from "./rules/invariants";
export { eclipse } from "./rules/ruleset";
export {
  SCORE_CATEGORIES,
  type ScoreCategory,
  type ScoreLine,
  scoreBreakdown,
  scoreOf,
} from "./rules/scoring";
export {
  activations,
  allFactions,
  boardOf,
  buildCostOf,
  type Faction,
  hasSpecial,
  printedBlueprintOf,
  type ReputationTrack,
  reputationCapacity,
  reputationTrackOf,
  type Special,
  type SpeciesSummary,
  speciesBoard,
  speciesChoices,
  speciesSummaries,
  tradeRateOf,
} from "./rules/species";
export { speciesOptionProblem } from "./rules/species-setup";
export { storyLines } from "./rules/story";
export { STORY_IDS, type StoryId, type StoryLine } from "./rules/story-lines";
export type {
  Ambassador,
  EclipseAction,
  EclipseOptions,
  EclipseState,
  PlayerState,
  SpeciesId,
  SpeciesOption,
  Step,
} from "./rules/types";
export { SPECIES } from "./rules/types";
export type { EclipseView } from "./rules/view";
