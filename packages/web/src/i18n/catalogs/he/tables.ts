/** Hebrew: around the table (see ../en/tables.ts). */
import type { AreaCatalog } from "../en";
import type { tables as english } from "../en/tables";

export const tables: AreaCatalog<typeof english> = {
  "tables.open.title": "שולחנות פתוחים",
  "tables.open.empty": "אין כרגע שולחנות פתוחים.",
  "tables.live.title": "משחקים לצפייה",
  "tables.live.empty": "אין כרגע משחקים לצפייה.",
  "tables.seats": "{taken} מתוך {total} מושבים תפוסים",
  "tables.created": "נוצר {time}",
  "tables.join": "הצטרפות",
  "tables.joinName": "השם שלך",
  "tables.joinSubmit": "תפיסת המושב",
  "tables.joinCancel": "ביטול",
  "tables.watch": "צפייה",
  "tables.next": "העמוד הבא",
  "tables.previous": "העמוד הקודם",
  "tables.full": "אין עוד מושב פנוי בשולחן הזה.",
  "tables.refused": "ההצטרפות נכשלה: {detail}",
  "tables.clock.live": "שעון {minutes} דק׳ + {seconds} שנ׳ להחלטה",
  "tables.clock.async": "{hours} שע׳ להחלטה",
  "create.openSeat": "פתוח: כל אחד יכול לתפוס אותו מרשימת השולחנות הפתוחים",
  "create.listed": "הצגת המשחק ברשימה הציבורית",
  "create.listedHint":
    "שאר המושבים האנושיים נשארים פתוחים: כל אחד יכול לתפוס אחד מהם מרשימת השולחנות הפתוחים. בלי סימון: קישורי הזמנה בלבד.",
  "chat.title": "צ'אט השולחן",
  "chat.empty": "עדיין אין הודעות.",
  "chat.message": "הודעה לשולחן",
  "chat.send": "שליחה",
  "chat.counter": "{count} מתוך {max} תווים",
  "chat.mute": "השתקת {name}",
  "chat.unmute": "ביטול ההשתקה של {name}",
  "chat.hidden":
    "{count, plural, one {# הודעה של שחקנים מושתקים מוסתרת} other {# הודעות של שחקנים מושתקים מוסתרות}}",
  "chat.readOnly": "צופים קוראים את צ'אט השולחן; השחקנים כותבים.",
  "chat.refused": "לא נשלח: {detail}",
  "chat.spectator": "צופה",
};
