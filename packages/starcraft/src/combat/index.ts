/**
 * Combat: a StarCraft battle as a self-contained sub-game (contract: packages/starcraft/src/combat/CONTRACT.md).
 */
export {
  applyInPlace,
  battleApply,
  battleApplyOwned,
  battleLegalActions,
  battlePending,
  battleResult,
  startBattle,
} from "./battle";
export {
  type CardInfo,
  type CombatCatalog,
  catalogFromContent,
  getCatalog,
  type HeroInfo,
  registerCatalog,
  setDefaultCatalogLoader,
  type UnitInfo,
} from "./catalog";
export { determinizeBattle } from "./determinize";

import { setDefaultCatalogLoader } from "./catalog";
import { contentCatalogById } from "./content-catalog";

setDefaultCatalogLoader(contentCatalogById);

export { bundledCatalog, contentCombatCatalog } from "./content-catalog";
export { COMBAT_EFFECTS } from "./effects/registry";
export { HERO_EFFECTS, HERO_KEYS_OUTSIDE_COMBAT } from "./heroes/registry";
export { type CombatOdds, combatOdds, type OddsOptions, playOut } from "./odds";
export { type BattlePolicy, greedyPolicy, randomPolicy } from "./policy";
export { type StartOffer, startOffers } from "./start-abilities";
export type * from "./types";
export { battleValidate } from "./validate";
export { type BattleView, battleView } from "./view";
