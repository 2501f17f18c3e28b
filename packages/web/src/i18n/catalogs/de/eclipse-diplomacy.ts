/** Eclipse-Diplomatie (E-P2, E-C14): Angebot, Antwort, Bündnis geschlossen und gebrochen. */
import type { AreaCatalog } from "../en";
import type { eclipseDiplomacy as en } from "../en/eclipse-diplomacy";

export const eclipseDiplomacy: AreaCatalog<typeof en> = {
  "ec.do.diplomacy-propose": "{seat} Beziehungen anbieten (eigener Diplomat mit einem {resource}-Würfel)",
  "ec.do.diplomacy-accept": "Beziehungen annehmen (eigener Diplomat mit einem {resource}-Würfel)",
  "ec.do.diplomacy-decline": "Beziehungen ablehnen",
  "ec.story.relations-formed": "{seat} und {partner} tauschen Diplomaten aus",
  "ec.story.relations-broken":
    "{seat} brechen das Bündnis mit {partner}: die Diplomaten kehren heim, {seat} erhalten die Verräterkarte",
  "error.diplomacy-already": "Mit diesem Spieler bestehen schon Beziehungen (E-P2)",
  "error.diplomacy-asked": "Diesem Spieler wurden in dieser Runde schon Beziehungen angeboten (E-P2)",
  "error.diplomacy-no-ambassador": "Es fehlt ein Diplomat: alle drei sind schon vergeben (E-P2)",
  "error.diplomacy-no-cube": "Ein Diplomat braucht einen Bevölkerungswürfel von einer Leiste (E-P2)",
  "error.diplomacy-no-partner": "Wähle einen anderen Spieler (E-P2)",
  "error.diplomacy-no-room": "Auf einer Reputationsleiste ist kein Platz für einen Diplomaten frei (E-P2)",
  "error.diplomacy-not-neighbours":
    "Beziehungen brauchen je einen Sektor beider Spieler, benachbart und durch ein vollständiges Wurmloch verbunden, mit Einflussmarker und ohne Schiffe (E-P2)",
  "error.diplomacy-not-now": "Beziehungen bietet man im eigenen Zug an (E-P2)",
  "ec.prompt.diplomacy": "Angebotene Beziehungen annehmen oder ablehnen",
  "ec.group.diplomacy": "Diplomatie",
};
