import type { AreaCatalog } from "../en";
import type { boards as english } from "../en/boards";

/** German: the example boards (tic-tac-toe, rock-paper-scissors) and shared widgets (choice menu, score chart). */
export const boards: AreaCatalog<typeof english> = {
  "ttt.board": "Tic-Tac-Toe-Brett",
  "ttt.cellEmpty": "Feld {n}, leer",
  "ttt.cellMarked": "Feld {n}, {mark}",
  "ttt.log.mark": "{who} markiert Feld {n}",
  "ttt.mark": "Feld {n} markieren",
  "rps.throwLabel": "Deine Geste",
  "rps.noThrow": "Gerade ist keine Geste zu machen.",
  "rps.score": "Best of {bestOf} · Stand",
  "rps.round": "Runde",
  "rps.winner": "Sieger",
  "rps.tie": "unentschieden",
  "rps.rock": "Stein",
  "rps.paper": "Papier",
  "rps.scissors": "Schere",
  "rps.log.throw": "{who} zeigt {choice}",
  "rps.log.hidden": "{who} hat verdeckt gewählt",
  "rps.throw": "{choice} zeigen",
  "rps.rounds": "Runden",
  "generic.view": "Was du sehen kannst",
  "generic.root": "Ansicht",
  "menu.cancel": "Abbrechen",
  "chart.finalScore": "{name}: {score}",
};
