import type { AreaCatalog } from "../en";
import type { starcraft as english } from "../en/starcraft";

/** Hebrew: StarCraft table words: actions in words, decision prompts, the log, aria labels. */
export const starcraft: AreaCatalog<typeof english> = {
  "sc.preview.label": "תצוגה מקדימה",
  "sc.preview.what": "תצוגה מקדימה: {action}. אשרו, או הקישו שוב.",
  "sc.preview.confirm": "אישור",
  "card.techDeck": "נכנס לחפיסת קלפי הלחימה",
  "card.techPlayArea": "נשאר באזור המשחק",
};
