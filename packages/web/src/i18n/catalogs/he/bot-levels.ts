import type { AreaCatalog } from "../en";
import type { botLevels as english } from "../en/bot-levels";

/** Hebrew: the named bot levels (see ../en/bot-levels.ts). */
export const botLevels: AreaCatalog<typeof english> = {
  "create.level.easy": "קל (משחק כל מהלך חוקי)",
  "create.level.normal": "רגיל (משחק בהיגיון)",
  "create.level.hard": "קשה (מחפש קדימה)",
  "create.level.expert": "מומחה (מחפש הכי הרבה)",
};
