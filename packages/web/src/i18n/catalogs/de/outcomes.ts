import type { AreaCatalog } from "../en";
import type { outcomes as english } from "../en/outcomes";

/** German: why a game ended (see ../en/outcomes.ts). */
export const outcomes: AreaCatalog<typeof english> = {
  "outcome.normal-victory": "Eroberungspunkte",
  "outcome.special-victory": "Sondersieg einer Fraktion",
  "outcome.round-limit": "die meisten Eroberungspunkte beim Rundenlimit",
  "outcome.round-limit-unscored":
    "das Rundenlimit, entschieden nach den Gleichstandsregeln (Ressourcen, dann Gebiete, Basen und Arbeiter)",
  "outcome.end-draws-near": "Ereignis „Das Ende naht“",
  "outcome.elimination": "als Letzter übrig",
  "outcome.over": "die Partie ist beendet",
  "outcome.conquest-points": "Eroberungspunkte erreicht",
  "outcome.max-rounds": "die meisten Eroberungspunkte nach der letzten Runde",
  "outcome.holds-the-area": "hält das Gebiet",
  "outcome.nobody-left": "niemand mehr im Gebiet",
  "outcome.most-victory-points": "die meisten Siegpunkte",
  "outcome.shared-victory": "Gleichstand bei Siegpunkten und Ressourcen",
  "outcome.line": "drei in einer Reihe",
  "outcome.draw": "das Feld ist voll",
  "outcome.best-of": "die meisten gewonnenen Runden",
  "outcome.unknown": "die Partie ist beendet",
};
