export type { BudgetSample, BudgetSampleConfig } from "./budget-sample";
export { sampleBudget } from "./budget-sample";
export { greedyBot } from "./greedy";
export type { SearchHooks } from "./hooks";
export { outcomeRewards, registerSearchHooks, roundOf, searchHooks } from "./hooks";
export type { SearchResult } from "./ismcts";
export { ismctsBot, ismctsSearch } from "./ismcts";
export type { LadderConfig, LadderEntry, LadderPair, LadderReport } from "./ladder/ladder";
export { roundRobin, runLadder } from "./ladder/ladder";
export type { PairResult, Rating } from "./ladder/rating";
export { expectedScore, fitRatings } from "./ladder/rating";
export type { Level, LevelBot } from "./levels";
export { isLevel, LEVEL_NAMES, LEVELS, levelFor } from "./levels";
export { openingSearchInput } from "./opening-input";
export type { GameResult, PlayOptions } from "./play";
export { playGame } from "./play";
export { BotPool } from "./pool";
export { randomBot } from "./random";
export type { BotSpecOptions, ChooseOptions, Strength } from "./registry";
export {
  BOT_NAMES,
  chooseAction,
  createBot,
  heuristicFor,
  parseBotSpec,
  registerHeuristic,
} from "./registry";
export { loadRuleset, prepareBots, RULESET_NAMES } from "./rulesets";
export { serveTasks } from "./serve-tasks";
export type { GameRow, SimulationConfig, SimulationReport, WinRate } from "./simulation";
export { botLabels, seating, simulate } from "./simulation";
export { mean, median, wilson } from "./stats";
export type { ChooseTask, GameSummary, GameTask, SearchTask, Task } from "./tasks";
export { runTask } from "./tasks";
export type { Bot, BotInput, BotOptions, VariantTuning } from "./types";
export { optionsForVariant } from "./variant-options";
export type { TaskReply, WorkerPoolOptions } from "./worker-pool";
export { WorkerPool } from "./worker-pool";
