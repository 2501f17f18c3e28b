/**
 * The content pack as combat catalogs. A game fights with the cards of its own expansion set:
 * "starcraft" is the base game only, "starcraft+brood-war" the pack as Brood War changes it
 * (its revised cards replace the base ones, its heroes join). `bundledCatalog` is the union of
 * both card sets, for tests and tools that name any card; a game never uses it.
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

const PREFIX = "starcraft";

/** The combat catalog of the base game plus these expansions. */
export function contentCombatCatalog(expansions: readonly string[] = []): CombatCatalog {
  return catalogFromContent(slice(loadContent({ expansions })));
}

/** The loader for ids "starcraft" and "starcraft+<expansion>,…" (null for any other id). */
export function contentCatalogById(id: string): CombatCatalog | null {
  if (id === PREFIX) return contentCombatCatalog([]);
  if (!id.startsWith(`${PREFIX}+`)) return null;
  return contentCombatCatalog(id.slice(PREFIX.length + 1).split(","));
}

/** Tests and tools only: every card of the base game and Brood War (Brood War wins on shared ids). */
export function bundledCatalog(): CombatCatalog {
  const base = contentCombatCatalog([]);
  const bw = contentCombatCatalog(["brood-war"]);
  return {
    units: { ...base.units, ...bw.units },
    cards: { ...base.cards, ...bw.cards },
    heroes: { ...base.heroes, ...bw.heroes },
  };
}
