import type { AreaCatalog } from "../en";
import type { boards as english } from "../en/boards";

/** Hebrew: the example boards (tic-tac-toe, rock-paper-scissors) and shared widgets (choice menu, score chart). */
export const boards: AreaCatalog<typeof english> = {
  "ttt.board": "לוח איקס עיגול",
  "ttt.cellEmpty": "משבצת {n}, ריקה",
  "ttt.cellMarked": "משבצת {n}, {mark}",
  "ttt.log.mark": "{who} מסמן/ת את משבצת {n}",
  "ttt.mark": "לסמן את משבצת {n}",
  "rps.throwLabel": "ההטלה שלך",
  "rps.noThrow": "אין הטלה לבצע כרגע.",
  "rps.score": "הטוב מתוך {bestOf} · תוצאה",
  "rps.round": "סיבוב",
  "rps.winner": "מנצח",
  "rps.tie": "תיקו",
  "rps.rock": "אבן",
  "rps.paper": "נייר",
  "rps.scissors": "מספריים",
  "rps.log.throw": "{who} מראה {choice}",
  "rps.log.hidden": "{who} בחר/ה בחירה נסתרת",
  "rps.throw": "להטיל {choice}",
  "rps.rounds": "סיבובים",
  "generic.view": "מה שאת/ה רואה",
  "generic.root": "תצוגה",
  "menu.cancel": "ביטול",
  "chart.finalScore": "{name}: {score}",
};
