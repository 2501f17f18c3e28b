import type { AreaCatalog } from "../en";
import type { broodwar as english } from "../en/broodwar";

/** Hebrew: Brood War and its Leadership cards. */
export const broodwar: AreaCatalog<typeof english> = {};
