import type { AreaCatalog } from "../en";
import type { replaySoFar as english } from "../en/replay-so-far";

/** Hebrew: the replay of a running game so far, as the reader's seat saw it. */
export const replaySoFar: AreaCatalog<typeof english> = {
  "sofar.link": "הצגה חוזרת עד כה",
  "sofar.title": "הצגה חוזרת עד כה · {title} · משחק",
  "sofar.asSeat": "כפי ש־{name} ראה",
  "sofar.asSpectator": "כפי שצופה ראה",
  "sofar.noToken": "לדפדפן הזה אין קישור למושב {seat}: המשחק מוצג כפי שצופה ראה אותו.",
  "sofar.back": "חזרה לשולחן",
  "sofar.loading": "טוען את השלב הזה…",
  "sofar.failed": "לא ניתן לטעון את השלב הזה: {error}",
};
