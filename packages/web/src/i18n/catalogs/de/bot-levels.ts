import type { AreaCatalog } from "../en";
import type { botLevels as english } from "../en/bot-levels";

/** German: the named bot levels (see ../en/bot-levels.ts). */
export const botLevels: AreaCatalog<typeof english> = {
  "create.level.easy": "Leicht (spielt irgendeinen erlaubten Zug)",
  "create.level.normal": "Normal (spielt vernünftig)",
  "create.level.hard": "Schwer (rechnet voraus)",
  "create.level.expert": "Experte (rechnet am längsten voraus)",
};
