import type { AreaCatalog } from "../en";
import type { lite as english } from "../en/lite";

/** Hebrew: StarCraft Lite's table. */
export const lite: AreaCatalog<typeof english> = {};
