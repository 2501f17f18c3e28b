export type { RuleError } from "./errors";
export { EngineErrors, isRuleError, ruleError } from "./errors";
export { Rng, seedRng } from "./rng";
export type { ActionBase, AnyRuleset, Decision, Outcome, PlayerId, RngState, Ruleset, Viewer } from "./types";
