import type { AreaCatalog } from "../en";
import type { sccost as english } from "../en/sc-cost";

/** German: prices and effects at the StarCraft choice (see ../en/sccost.ts). */
export const sccost: AreaCatalog<typeof english> = {
  "sccost.costs": "kostet {minerals, plural, one {# Mineral} other {# Mineralien}}, {gas} Gas",
  "sccost.free": "kostenlos",
  "sccost.tech": "Technologie",
  "sccost.techChoice": "Technologien, die du erforschen kannst",
};
