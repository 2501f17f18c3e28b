/**
 * The bundled content pack as the default combat catalog ("starcraft"): the union of the base
 * game and the Brood War card sets, so a battle can name any card of either (Brood War records
 * override base records of the same id). The heroes come from Brood War (the base game has none).
 */
import { type Content, loadContent } from "../content";
import { type CombatCatalog, type ContentSlice, catalogFromContent } from "./catalog";

function slice(c: Content): ContentSlice {
  return {
    units: Object.values(c.units),
    combatCards: Object.values(c.combatCards),
    techCards: Object.values(c.techCards),
    heroes: Object.values(c.heroes),
  } as unknown as ContentSlice;
}

export function bundledCatalog(): CombatCatalog {
  const base = catalogFromContent(slice(loadContent({})));
  const bw = catalogFromContent(slice(loadContent({ expansions: ["brood-war"] })));
  return {
    units: { ...base.units, ...bw.units },
    cards: { ...base.cards, ...bw.cards },
    heroes: { ...base.heroes, ...bw.heroes },
  };
}
