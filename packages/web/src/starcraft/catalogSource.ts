/**
 * Where the StarCraft component data comes from in the browser. Loaded lazily by catalog.ts
 * (a separate chunk). Until @koprulu/starcraft exports its catalog, the board infers what it
 * can from the view (see inferCatalog).
 */
import type { ScCatalog } from "./viewTypes";

export function catalog(): ScCatalog | null {
  return null;
}
