/**
 * @koprulu/starcraft-lite — StarCraft Lite 1.1.0 (Eric Pietrocupo's fan variant): its content
 * pack and its dice battle. The ruleset itself (setup, phases, economy) comes later (issue 16).
 */
export * from "./battle/index";
export {
  type LiteContent,
  LiteContentError,
  loadLiteContent,
  type OverridePack,
} from "./content/index";
