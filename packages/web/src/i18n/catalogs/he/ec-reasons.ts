/** עברית: למה בחירה ב-Eclipse אינה זמינה (ה-explain של חבילת הכללים; ראו ../en/ec-reasons.ts). */
import type { AreaCatalog } from "../en";
import type { ecReasons as english } from "../en/ec-reasons";

export const ecReasons: AreaCatalog<typeof english> = {
  "ecr.research": "מחקר {tech}",
  "ecr.buildStart": "בנייה",
  "ecr.build": "בנייה: {name}",
  "ecr.buildMore": "בנייה נוספת",
  "ecr.part": "הצבת {part}",
  "ecr.partMore": "הצבת חלק נוסף",
  "ecr.actions": "חקירה, השפעה, מחקר, שדרוג, בנייה, תנועה",
  "error.research-unaffordable": "הטכנולוגיה עולה יותר מדע ממה שיש לך, אחרי ההנחה של המסלול (E-A3)",
  "error.research-track-full": "המסלול של הטכנולוגיה מלא (E-A3)",
  "error.build-needs-technology": "בסיסי כוכבים, מסלולים ומונוליתים דורשים את הטכנולוגיה שלהם (E-A5)",
  "error.build-unaffordable": "אין מספיק חומרים כדי לבנות (E-A5)",
  "error.build-no-miniature": "אין מקום: כל הדגמים מסוג הספינה הזה כבר על הלוח (8/4/2/4) (E-A5)",
  "error.build-no-sector": "אף גזרה שלך אינה יכולה לקבל אותו: מסלול אחד ומונולית אחד לגזרה (E-A5)",
  "error.build-limit": "הבנייה הזו הציבה כל מה שמותר לה (E-A5)",
  "error.nothing-to-build": "אי אפשר לבנות דבר כעת (E-A5)",
  "error.part-needs-technology": "החלק הזה דורש את הטכנולוגיה שלו (E-A4)",
  "error.part-supply-empty": "לא נשארה במלאי אריח של החלק הזה (E-A4)",
  "error.upgrade-limit": "השדרוג הזה הציב את כל החלקים החדשים המותרים; עדיין אפשר להסיר חלקים (E-A4)",
};
