/**
 * The one door to combat (packages/starcraft/src/combat/CONTRACT.md): the rules call these functions and
 * nothing else of src/combat. A battle names its combat catalog by the game's expansion set
 * (`combatCatalogId` in rules-catalog.ts), built from the same content pack the rules read.
 */
export type {
  BattleAction,
  BattleInput,
  BattleResult,
  BattleSide,
  BattleState,
  BattleUnit,
} from "./combat";
export {
  battleApply,
  battleApplyOwned,
  battleLegalActions,
  battlePending,
  battleResult,
  battleValidate,
  battleView,
  determinizeBattle,
  startBattle,
} from "./combat";
