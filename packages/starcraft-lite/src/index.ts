/**
 * @koprulu/starcraft-lite — StarCraft Lite 1.1.0 (Eric Pietrocupo's fan variant): its content
 * pack and its dice battle. The ruleset (`starcraftLite`, id "starcraft-lite") is the `./ruleset`
 * export, kept apart so the battle and odds load without it.
 */
export * from "./battle/index";
export {
  type LiteContent,
  LiteContentError,
  loadLiteContent,
  type OverridePack,
} from "./content/index";
