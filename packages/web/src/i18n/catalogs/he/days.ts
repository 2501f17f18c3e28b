import type { AreaCatalog } from "../en";
import type { days as english } from "../en/days";

/** Hebrew: the shell for games played over days (see ../en/days.ts). */
export const days: AreaCatalog<typeof english> = {
  "days.unavailable.title": "לא אפשרי כעת",
  "days.unavailable.because": "מדוע לא: {reason}",
  "days.history.since": "מאז ביקורך האחרון",
  "days.history.newCount": "{count, plural, one {רשומה חדשה אחת} other {# חדשות}}",
  "days.history.earlier": "הצג רשומות קודמות",
  "days.history.loading": "טוען…",
  "error.order-pool-full":
    "מאגר הפקודות המיוחדות שלך מלא: פקודת זהב שתיחשף עכשיו יכולה רק להפוך לשליפת אירוע",
  "error.build-nothing-possible": "אין מה לבנות שם כעת: פקודת בנייה שם יכולה רק להפוך לשליפת אירוע",
  "days.battle.title": "קרב",
  "days.battle.close": "סגירת סיכום הקרב",
  "days.battle.skirmish": "התמודדות {n}",
  "days.battle.numbers": "התקפה {attack} · עמידות {health}",
  "days.battle.show": "הצג את הקרב",
  "days.sc.goldOrder": "פקודת {order} מוזהבת",
  "days.sc.priced": "{what} ({minerals} מינרלים, {gas} גז)",
  "days.sc.execute": "ביצוע פקודת {order} על {planet}",
  "days.warn.title": "זה יכול להפוך רק לשליפת אירוע:",
  "days.warn.confirm": "להניח בכל זאת",
  "days.warn.cancel": "ביטול",
  "days.warn.mark": "כעת רק שליפת אירוע",
  "days.bot.random": "אקראי",
  "days.bot.heuristic": "היוריסטי",
  "days.bot.mcts": "חיפוש מונטה קרלו",
};
