export { renderCoverage } from "./coverage";
export { FIRST_EDITION_COSTS, SECOND_EDITION_ONLY } from "./edition";
export type {
  CheckResult,
  Content,
  ContentIssue,
  ContentMaps,
  LoadOptions,
  OverridePack,
  ProvisionalEntry,
} from "./load";
export { ContentError, checkContent, contentCounts, loadContent, provisionalList } from "./load";
export type {
  Blueprint,
  DieColour,
  DiscoveryTile,
  Hull,
  HullId,
  Npc,
  Part,
  RecordKind,
  ReputationTile,
  Sector,
  ShipBlueprint,
  Species,
  Table,
  Technology,
} from "./schema";
export { DAMAGE_OF_COLOUR, RECORD_KINDS } from "./schema";
export {
  type BlueprintProblem,
  blueprintProblemText,
  shipBlueprintFitsWith,
  shipBlueprintProblemList,
  shipBlueprintProblems,
} from "./validate";
