/**
 * The catalog the rules run on, built from the content pack (src/content) at first use.
 * A pack that fails to load is an error, never silently replaced: a game on made-up
 * component data would look fine and be wrong.
 */
import type { Catalog } from "./catalog";
import { catalogFromContent } from "./catalog-content";
import { loadContent } from "./content";

let current: Catalog | null = null;

export function cat(): Catalog {
  current ??= catalogFromContent(loadContent());
  return current;
}

/** For tests and tools: run the rules on another catalog. */
export function useCatalog(c: Catalog): void {
  current = c;
}
