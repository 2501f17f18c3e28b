/**
 * @koprulu/starcraft-lite/battle — the Lite dice battle as a sub-game, its policies and exact odds.
 * See packages/starcraft-lite/README.md.
 */
export {
  contextOf,
  initialPosition,
  type LiteBattleView,
  liteApply,
  liteLegalActions,
  litePending,
  liteResult,
  liteValidate,
  liteView,
  MAX_ROUNDS,
  startLiteBattle,
} from "./battle";
export { type BattleContext, makeContext } from "./context";
export { hitChance, rollDice } from "./dice";
export {
  type LiteOdds,
  type LiteOddsOptions,
  liteOdds,
  liteOddsOf,
  playOut,
  positionKey,
  startPosition,
} from "./odds";
export { botPolicy, defaultPolicy, type LitePolicy, POLICIES, type PolicyInfo, policyAction } from "./policy";
export { type Profile, profileOf } from "./profile";
export { roundSoFar } from "./progress";
export {
  canEverDestroy,
  deadlocked,
  mustRetreat,
  parseRetreatKey,
  retreatKey,
  retreatOptions,
} from "./retreat";
export {
  applyRound,
  type Chooser,
  type DiceNeed,
  type DiceSource,
  type RoundOutcome,
  resolveRound,
} from "./round";
export { liteSkirmish, type SkirmishOptions, type SkirmishSide } from "./skirmish";
export type * from "./types";
