/**
 * The catalog the rules run on. It is built from the content pack when that loads and falls
 * back to the built-in table otherwise (see catalog-fallback.ts), so the ruleset always works.
 */
import type { Catalog } from "./catalog";
import { FALLBACK_CATALOG } from "./catalog-fallback";

let current: Catalog = FALLBACK_CATALOG;

export function cat(): Catalog {
  return current;
}

/** For tests and tools: run the rules on another catalog. */
export function useCatalog(c: Catalog): void {
  current = c;
}
