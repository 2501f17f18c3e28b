/**
 * The one door to combat. Today it re-exports the documented fallback; when
 * packages/starcraft/src/combat exports the contract functions, this file switches to it.
 */
export type {
  BattleAction,
  BattleInput,
  BattleResult,
  BattleSide,
  BattleState,
  BattleUnit,
} from "./battle-fallback";
export {
  battleApply,
  battleLegalActions,
  battlePending,
  battleResult,
  battleValidate,
  battleView,
  startBattle,
} from "./battle-fallback";
