/**
 * Where the StarCraft component data comes from in the browser: the ruleset's own catalog
 * (the very table the server's rules run on), in a lazily loaded chunk (see catalog.ts).
 */
import { cat } from "@koprulu/starcraft";
import type { ScCatalog } from "./viewTypes";

export function catalog(): ScCatalog | null {
  return cat() as unknown as ScCatalog;
}
