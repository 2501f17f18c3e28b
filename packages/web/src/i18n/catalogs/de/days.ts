import type { AreaCatalog } from "../en";
import type { days as english } from "../en/days";

/** German: the shell for games played over days (see ../en/days.ts). */
export const days: AreaCatalog<typeof english> = {
  "days.unavailable.title": "Jetzt nicht möglich",
  "days.unavailable.because": "Warum nicht: {reason}",
};
