import type { AreaCatalog } from "../en";
import type { days as english } from "../en/days";

/** Hebrew: the shell for games played over days (see ../en/days.ts). */
export const days: AreaCatalog<typeof english> = {
  "days.unavailable.title": "לא אפשרי כעת",
  "days.unavailable.because": "מדוע לא: {reason}",
};
