/** @koprulu/starcraft-lite/ruleset — StarCraft Lite as a Koprulu ruleset (id `starcraft-lite`). */
export type { LiteAction } from "./actions";
export { battleInput } from "./battles";
export { explainLite } from "./explain";
export { checkLiteInvariants } from "./invariants";
export { contestedAreas } from "./mobilize";
export { defaultLiteOptions, validateLiteOptions } from "./options";
export { starcraftLite } from "./ruleset";
export type { LiteFrame, LiteOptions, LitePlayer, LiteState } from "./state";
export { liteStoryLines, liteTellAction } from "./story";
export { LITE_STORY_IDS, type LiteBattleRecord, type LiteStoryId, type LiteStoryLine } from "./story-lines";
export type { LiteView } from "./view";
