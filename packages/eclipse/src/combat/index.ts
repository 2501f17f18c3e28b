export {
  battleApply,
  battleLegalActions,
  battlePending,
  battleResult,
  battleValidate,
  battleView,
  nextEngagement,
  startBattle,
} from "./battle";
export { policyAction } from "./bot";
export { combatHexOrder } from "./hex-order";
export type { OddsOptions, OddsResult, Solver, Vec } from "./odds";
export { activationOrder, createSolver, eclipseOdds, monteCarlo, solveExact } from "./odds";
export type { PopulationAttack, PopulationAttackResult } from "./population";
export { attackPopulation, keepsDisc } from "./population";
export type { OddsGroup, OddsPosition } from "./position";
export { isNpcSide } from "./position";
export { KILL_DRAWS, MAX_REPUTATION_DRAWS, reputationDraws } from "./reputation";
export type { ShipKind, ShipStats } from "./ships";
export { BlueprintError, dieHits, npcStats, shipStats, speciesShipStats } from "./ships";
export type { Assignment, HitDie, PolicyId, TargetingPolicy, TargetShip } from "./targeting";
export {
  HEURISTIC_PRIORITY,
  heuristicPolicy,
  NPC_SIZE_ORDER,
  npcPolicy,
  optimalPolicy,
  POLICIES,
  priorityAssign,
} from "./targeting";
export type * from "./types";
