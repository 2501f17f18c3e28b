/** StarCraft: The Board Game rules as a Koprulu ruleset. */
export type { StarcraftAction } from "./actions";
export { describeOwnStartAbility, describeStartAbility } from "./battle-words";
export { guardTokensInSupply, hasGuardToken } from "./brood-war/guard";
// Brood War: what bots and UIs read of its rules (all public facts).
export { leadershipOptions } from "./brood-war/leadership-choice";
export { LEADERSHIP_EFFECTS_PLAYED } from "./brood-war/leadership-effects";
// Board queries for bots: Air Support closes a base's area to units from other planets, unless
// the mover has Brood War's Offensive module.
export { airSupportBaseIn, hasOffensiveModule } from "./brood-war/offensive";
export { controlsStrategicArea, poolHasRoom, poolSize } from "./brood-war/special-orders";
export {
  type BroodWarState,
  type BroodWarStats,
  GUARD_TOKEN_SUPPLY,
  type LeadershipState,
  usesLeadership,
} from "./brood-war/state";
export type { Catalog } from "./catalog";
export {
  type BattleAction,
  type BattleInput,
  type BattleState,
  type BattleView,
  battleLegalActions,
  battleView,
  type CombatOdds,
  combatOdds,
  getCatalog as combatCatalog,
  greedyPolicy,
  startBattle,
  startOffers,
} from "./combat";
export { describeEventPick } from "./events/describe-pick";
export { allEventCards, checkInvariants } from "./events/invariants";
// The ceiling of the safety-net round limit (options.maxRounds), for lobbies.
export { MAX_ROUNDS } from "./options";
// A board query for bots: how many modules a faction sheet holds.
export { modulesBuilt } from "./queries";
export {
  battleScope,
  type CatalogScope,
  cat,
  catalogFor,
  combatCatalogId,
  EXPANSIONS,
  type Expansion,
} from "./rules-catalog";
export { starcraft } from "./ruleset";
export type { GameMode, StarcraftOptions, StarcraftState } from "./state";
export { STORY_IDS, type StoryArg, type StoryId, type StoryLine, type StoryRef } from "./story-lines";
// A board query: may a unit (flying or not) stand in an area of this terrain.
export { terrainOk } from "./terrain";
// Game modes and optional rules (spec brood-war.md §14): what the table shows of them.
export {
  baseLimit,
  FASTER_SURVIVAL_BASES,
  isGalacticConquest,
  isSurvival,
} from "./variants/modes";
// Team Play (core variant): who plays with whom, for bots and UIs.
export {
  arePartners,
  isOpponent,
  isTeamGame,
  partnersOf,
  TEAM_ALDARIS_TARGET,
  TEAM_PLAYER_COUNTS,
  TEAM_TARGET,
  teamCountFor,
  teamOfSeat,
} from "./variants/teams";
export { ALDARIS_TARGET, LARGER_GALAXY_TARGET, NORMAL_TARGET } from "./victory";
export type { StarcraftView } from "./view";
