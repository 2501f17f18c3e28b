import type { AreaCatalog } from "../en";
import type { scwords as english } from "../en/sc-words";

/** Hebrew: StarCraft table words of issue 35 (see ../en/scwords.ts). */
export const scwords: AreaCatalog<typeof english> = {
  "scwords.unitAt": "{unit} ({area})",
  "scwords.moduleDefensive": "הגנה",
  "scwords.moduleAssist": "סיוע",
  "scwords.moduleOffensive": "התקפה",
  "scwords.noUnits": "אין",
  "scwords.choseFaction": "{who}: הפלג {faction}",
};
