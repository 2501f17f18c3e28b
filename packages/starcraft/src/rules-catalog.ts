/**
 * The catalog a game's rules run on: one per expansion set, built from the content pack
 * (src/content) at first use and memoized. A game's components follow that game's options
 * (`options.expansions`), so a base game and a Brood War game can run side by side in one
 * process (the server hosts many games). There is no process-wide current catalog.
 *
 * A pack that fails to load is an error, never silently replaced: a game on made-up
 * component data would look fine and be wrong.
 */
import type { Catalog } from "./catalog";
import { catalogFromContent } from "./catalog-content";
import { loadContent } from "./content";

/** The expansions a game may be played with (`StarcraftOptions.expansions`). */
export type Expansion = "brood-war";
export const EXPANSIONS: readonly Expansion[] = ["brood-war"];

/**
 * Anything that carries a game's options: the state, a seat's view, a test fixture. Without
 * options (a hand-made partial view) it is the base game.
 */
export interface CatalogScope {
  readonly options?: { readonly expansions?: readonly Expansion[] };
}

const byExpansions = new Map<string, Catalog>();

/** One canonical key per expansion set (order and repeats do not matter). */
export function expansionKey(expansions: readonly string[] = []): string {
  return [...new Set(expansions)].sort().join(",");
}

/**
 * Catalogs by the expansions array itself: a game's options never change (states are never
 * mutated), and every rule asks `cat(state)`, often thousands of times a second in a search, so
 * the canonical key (a set, a sort, a join) is computed once per array, not once per call.
 */
const byArray = new WeakMap<readonly string[], Catalog>();

/**
 * The last array asked about and its catalog: a search asks for one game's catalog over and over,
 * and comparing one reference is cheaper than a WeakMap lookup (a hash) at every call.
 */
let lastArray: readonly string[] | undefined;
let lastCatalog: Catalog | undefined;

/** The catalog of the base game plus these expansions (memoized per set). */
export function catalogFor(expansions?: readonly Expansion[]): Catalog {
  if (expansions === undefined) return catalogForKey("");
  if (expansions === lastArray && lastCatalog !== undefined) return lastCatalog;
  let c = byArray.get(expansions);
  if (!c) {
    c = catalogForKey(expansionKey(expansions));
    byArray.set(expansions, c);
  }
  lastArray = expansions;
  lastCatalog = c;
  return c;
}

function catalogForKey(key: string): Catalog {
  let c = byExpansions.get(key);
  if (!c) {
    c = catalogFromContent(loadContent({ expansions: key ? (key.split(",") as Expansion[]) : [] }));
    byExpansions.set(key, c);
  }
  return c;
}

/** The catalog of the game `s` belongs to (its `options.expansions`). */
export function cat(s: CatalogScope): Catalog {
  return catalogFor(s.options?.expansions);
}

/** The combat catalog id (registered by battle.ts) for a game's expansion set. */
export function combatCatalogId(s: CatalogScope): string {
  const key = expansionKey(s.options?.expansions);
  return key ? `starcraft+${key}` : "starcraft";
}

/**
 * One scope per combat catalog id, frozen: a fresh expansions array per call missed `catalogFor`'s
 * memo (keyed by the array) and added a WeakMap entry each time, at every battle decision the
 * bots' prior rates.
 */
const battleScopes = new Map<string, CatalogScope>();

/** The scope of a battle (or a seat's view of it), from the combat catalog it names. */
export function battleScope(b: { readonly catalog?: string }): CatalogScope {
  const id = b.catalog ?? "starcraft";
  let scope = battleScopes.get(id);
  if (!scope) {
    const plus = id.indexOf("+");
    const expansions = Object.freeze(plus < 0 ? [] : (id.slice(plus + 1).split(",") as Expansion[]));
    scope = Object.freeze({ options: Object.freeze({ expansions }) });
    battleScopes.set(id, scope);
  }
  return scope;
}
