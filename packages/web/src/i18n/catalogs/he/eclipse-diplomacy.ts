/** דיפלומטיה ב-Eclipse (E-P2, E-C14): הצעה, תשובה, יחסים שנכרתו ויחסים שהופרו. */
import type { AreaCatalog } from "../en";
import type { eclipseDiplomacy as en } from "../en/eclipse-diplomacy";

export const eclipseDiplomacy: AreaCatalog<typeof en> = {
  "ec.do.diplomacy-propose": "הצעת יחסים ל{seat} (השגריר שלך עם קובייה של {resource})",
  "ec.do.diplomacy-accept": "קבלת היחסים (השגריר שלך עם קובייה של {resource})",
  "ec.do.diplomacy-decline": "דחיית היחסים",
  "ec.story.relations-formed": "{seat} ו{partner} מחליפים שגרירים",
  "ec.story.relations-broken":
    "{seat} מפרים את היחסים עם {partner}: השגרירים שבים הביתה ו{seat} מקבלים את קלף הבוגד",
  "error.diplomacy-already": "כבר יש לכם יחסים עם שחקן זה (E-P2)",
  "error.diplomacy-asked": "כבר הצעתם יחסים לשחקן זה בסבב הזה (E-P2)",
  "error.diplomacy-no-ambassador": "חסר שגריר: שלושתם כבר בחוץ (E-P2)",
  "error.diplomacy-no-cube": "שגריר צריך קוביית אוכלוסייה ממסלול (E-P2)",
  "error.diplomacy-no-partner": "בחרו שחקן אחר (E-P2)",
  "error.diplomacy-no-room": "במסלול מוניטין אין משבצת פנויה לשגריר (E-P2)",
  "error.diplomacy-not-neighbours":
    "יחסים דורשים משושה של כל אחד מכם, סמוכים ומחוברים בחור תולעת שלם, עם דסקיות וללא ספינות (E-P2)",
  "error.diplomacy-not-now": "מציעים יחסים בתור שלכם (E-P2)",
  "ec.prompt.diplomacy": "קבלו או דחו את היחסים המוצעים",
  "ec.group.diplomacy": "דיפלומטיה",
};
