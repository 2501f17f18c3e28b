import type { AreaCatalog } from "../en";
import type { broodwar as english } from "../en/broodwar";

/** German: Brood War and its Leadership cards. */
export const broodwar: AreaCatalog<typeof english> = {
  "scOptions.leadership": "Anführerkarten (aus: die Regel „Ohne Anführerkarten“)",
  "scOptions.optionalRules": "Optionale Regeln",
  "scOptions.moreStartingPlanets": "Mehr Start-Planetenplättchen (3 Planeten ziehen, 2 auslegen)",
  "scOptions.largerGalaxy": "Größere Galaxie (je 3 Planeten, keine Sondersiegkarten, 25 Eroberungspunkte)",
  "scOptions.planetRulesExclusive": "nicht zusammen mit der anderen Startplaneten-Regel",
  "scOptions.mode": "Spielmodus",
  "scOptions.mode.standard": "Standard",
  "scOptions.mode.galacticConquest":
    "Galaktische Eroberung (keine Eroberungspunkte: wer als Letzter übrig bleibt, gewinnt)",
  "scOptions.mode.survival":
    "Überleben (ohne Basis ausgeschieden; Eroberungspunkte werden zu Ressourcenmarkern)",
  "scOptions.mode.fasterSurvival": "Schnelles Überleben (Überleben mit 3 Basen pro Fraktion)",
  "scOptions.modeNeedsBroodWar": "Überleben und Schnelles Überleben brauchen Brood War",
  "scOptions.modeExcludesRules": "ein Spielmodus wird ohne optionale Regeln gespielt",
  "scOptions.modeNeedsLeadership": "ein Spielmodus wird mit den Anführerkarten gespielt",
};
