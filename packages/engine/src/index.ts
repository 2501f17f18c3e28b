export { canonicalEqual } from "./canonical-equal";
export { cloneState, deepFreeze } from "./clone";
export type { ContentIssue, PackFileData, PackMode, PackRules, RawContent, RawEntry } from "./content-packs";
export {
  applyPack,
  ContentPackError,
  DELETE,
  deepMerge,
  emptyRaw,
  isPlainRecord,
  packRulesFromSchema,
} from "./content-packs";
export { checkDeterminization, sampleState } from "./determinize";
export { joinWords, plural } from "./english";
export type { RuleError } from "./errors";
export { EngineErrors, isRuleError, ReplayError, ruleError } from "./errors";
export type { ForfeitAction } from "./forfeit";
export { applyEntry, FORFEIT_ACTION, FORFEIT_ACTION_TYPE, isForfeit } from "./forfeit";
export { defaultForfeitOutcome, FORFEIT_REASON, FORFEITED_KEY, withForfeit } from "./forfeit-default";
export { hashState, hashString } from "./hash";
export { canonicalJson, findNonJson, jsonDiff, jsonEqual } from "./json";
export type { ReplayOptions } from "./match";
export { Match, replay } from "./match";
export type { RulesetRegistry } from "./registry";
export { createRegistry, isRuleset, lookupRuleset } from "./registry";
export { Rng, seedRng } from "./rng";
export type { Simultaneous, SimultaneousView } from "./simultaneous";
export {
  allCommitted,
  checkSimultaneous,
  commitChoice,
  committedCount,
  openSimultaneous,
  redactOpenCommitments,
  redactSimultaneous,
  restoreSimultaneous,
  simultaneousPending,
  waitingFor,
} from "./simultaneous";
export { isEnumerated, plainJsonCopy, StrictErrors, sameJson, strictRules, strictValidate } from "./strict";
export type {
  ActionBase,
  ActionTelling,
  AnyRuleset,
  Decision,
  HiddenAction,
  LogEntry,
  LogMessage,
  MatchRecord,
  Outcome,
  PlayerId,
  RngState,
  Ruleset,
  Unavailable,
  Viewer,
} from "./types";
export { checkUndo, revealedInformation, rngStateOf, UndoErrors } from "./undo";
