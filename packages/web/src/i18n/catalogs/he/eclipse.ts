import type { AreaCatalog } from "../en";
import type { eclipse as english } from "../en/eclipse";

/** Hebrew: Eclipse's table (German terms from the German quick reference). */
export const eclipse: AreaCatalog<typeof english> = {};
