import type { AreaCatalog } from "../en";
import type { outcomes as english } from "../en/outcomes";

/** Hebrew: why a game ended (see ../en/outcomes.ts). Terms from the Hebrew rulebook's glossary. */
export const outcomes: AreaCatalog<typeof english> = {
  "outcome.normal-victory": "נקודות ניצחון",
  "outcome.special-victory": "תנאי ניצחון ייחודי של פלג",
  "outcome.round-limit": "הכי הרבה נקודות ניצחון במגבלת הסיבובים",
  "outcome.round-limit-unscored": "מגבלת הסיבובים, הוכרע בשוברי השוויון (משאבים, ואז אזורים, בסיסים ופועלים)",
  "outcome.end-draws-near": "אירוע „הסוף קרב“",
  "outcome.elimination": "השחקן האחרון שנותר",
  "outcome.over": "המשחק הסתיים",
  "outcome.conquest-points": "הושגו נקודות הניצחון",
  "outcome.max-rounds": "הכי הרבה נקודות ניצחון אחרי הסיבוב האחרון",
  "outcome.holds-the-area": "מחזיק/ה באזור",
  "outcome.nobody-left": "לא נותר איש באזור",
  "outcome.most-victory-points": "הכי הרבה נקודות ניצחון",
  "outcome.shared-victory": "שוויון בנקודות ניצחון ובמשאבים",
  "outcome.line": "שלוש בשורה",
  "outcome.draw": "הלוח מלא",
  "outcome.best-of": "הכי הרבה סיבובים שנוצחו",
  "outcome.unknown": "המשחק הסתיים",
};
