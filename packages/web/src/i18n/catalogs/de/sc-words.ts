import type { AreaCatalog } from "../en";
import type { scwords as english } from "../en/sc-words";

/** German: StarCraft table words of issue 35 (see ../en/scwords.ts). */
export const scwords: AreaCatalog<typeof english> = {
  "scwords.unitAt": "{unit} ({area})",
  "scwords.moduleDefensive": "Verteidigung",
  "scwords.moduleAssist": "Unterstützung",
  "scwords.moduleOffensive": "Angriff",
  "scwords.noUnits": "keine",
  "scwords.choseFaction": "{who} spielt {faction}",
};
