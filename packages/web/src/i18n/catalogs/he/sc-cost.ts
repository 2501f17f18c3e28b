import type { AreaCatalog } from "../en";
import type { sccost as english } from "../en/sc-cost";

/** Hebrew: prices and effects at the StarCraft choice (see ../en/sccost.ts). */
export const sccost: AreaCatalog<typeof english> = {
  "sccost.costs": "מחיר: {minerals, plural, one {מינרל אחד} other {# מינרלים}}, {gas} גז",
  "sccost.free": "חינם",
  "sccost.tech": "טכנולוגיה",
  "sccost.techChoice": "טכנולוגיות שאפשר לחקור",
};
