import type { AreaCatalog } from "../en";
import type { hotseat as english } from "../en/hotseat";

/** Hebrew: pass-and-play (several seats at one device). */
export const hotseat: AreaCatalog<typeof english> = {
  "hotseat.atThisDevice": "במכשיר הזה",
  "hotseat.atThisDeviceLabel": "מושב {seat} משחק במכשיר הזה",
  "hotseat.label": "משחק במכשיר משותף",
  "hotseat.curtainTitle": "העבירו את המכשיר אל {name}",
  "hotseat.curtainHint": "כל מה שפרטי נשאר מוסתר עד ש־{name} יקיש.",
  "hotseat.ready": "{name}: הקישו כשאתם מוכנים",
  "hotseat.atDevice": "במכשיר הזה: {names}",
  "hotseat.waiting": "אף אחד במכשיר הזה לא מחליט עכשיו (ממתינים ל־{who}); השולחן מוצג כפי שצופה רואה אותו.",
  "hotseat.waitingServer": "השרת",
  "hotseat.over": "המשחק הסתיים; השולחן מוצג כפי שצופה רואה אותו.",
  "hotseat.hide": "הסתר את השולחן שלי",
  "hotseat.back": "{name}: חזרה לשולחן שלי",
  "hotseat.handOn": "העבירו את המכשיר הלאה",
  "hotseat.noSeats": "הדפדפן הזה אינו מחזיק מושבים של המשחק הזה למשחק במכשיר משותף.",
};
