/**
 * The catalog the rules run on: built from the content pack (src/content) at first use. If the
 * pack fails to load (it is data under active development), the built-in fallback table keeps
 * the ruleset playable and the failure is reported once on stderr.
 */
import type { Catalog } from "./catalog";
import { catalogFromContent } from "./catalog-content";
import { FALLBACK_CATALOG } from "./catalog-fallback";
import { loadContent } from "./content";

let current: Catalog | null = null;

function load(): Catalog {
  try {
    return catalogFromContent(loadContent());
  } catch (e) {
    console.error(
      `@koprulu/starcraft: content pack did not load, using the fallback catalog: ${String(e).slice(0, 300)}`,
    );
    return FALLBACK_CATALOG;
  }
}

export function cat(): Catalog {
  current ??= load();
  return current;
}

/** For tests and tools: run the rules on another catalog. */
export function useCatalog(c: Catalog): void {
  current = c;
}
