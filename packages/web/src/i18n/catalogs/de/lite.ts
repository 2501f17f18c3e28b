import type { AreaCatalog } from "../en";
import type { lite as english } from "../en/lite";

/** German: StarCraft Lite's table. */
export const lite: AreaCatalog<typeof english> = {};
