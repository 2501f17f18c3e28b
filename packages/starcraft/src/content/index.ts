/**
 * @koprulu/starcraft/content — the StarCraft content packs: schemas and types, the loader, the
 * effect-key registry, and small deck/value helpers. See packages/starcraft/content/README.md.
 */
export { renderCoverage } from "./coverage";
export {
  checkEffectRef,
  EFFECT_KEYS,
  EFFECTS,
  type EffectDefinition,
  type EffectKey,
  type EffectKind,
  effectKeysOfKind,
  isEffectKey,
} from "./effects";
export {
  type CheckResult,
  type Content,
  ContentError,
  type ContentIssue,
  type ContentMaps,
  checkContent,
  countProvisional,
  type LoadOptions,
  loadContent,
  type OverridePack,
  raceOf,
} from "./load";
export { DELETE, deepMerge } from "./merge";
export { BUNDLED_PACKS } from "./packs";
export {
  type CardValuesForUnit,
  cardValuesFor,
  combatCardsOfTech,
  combatDeck,
  eventDeck,
  leadershipCardsOf,
  techDeck,
  unitsOfRace,
} from "./queries";
export * from "./schema";
export { END_DRAWS_NEAR_ID, EXPECTED } from "./validate";
