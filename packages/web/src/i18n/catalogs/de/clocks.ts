/** German: clocks, Play again and turn notices (issue 36). */
import type { AreaCatalog } from "../en";
import type { clocks as en } from "../en/clocks";

export const clocks: AreaCatalog<typeof en> = {
  "clocks.title": "Uhren",
  "clocks.deciding": "entscheidet",
  "clocks.left": "{name}: noch {time}",
  "clocks.days": "{days, plural, one {# Tag} other {# Tage}} {time}",
  "clocks.create.label": "Uhr",
  "clocks.preset.none": "Keine Uhr",
  "clocks.preset.blitz": "Live: 5 Min. + 10 s pro Entscheidung",
  "clocks.preset.live": "Live: 30 Min. + 20 s pro Entscheidung",
  "clocks.preset.async": "Über Tage: 24 h pro Entscheidung + 2 Tage Reserve",
  "clocks.onTimeout": "Wenn eine Uhr abläuft",
  "clocks.onTimeout.bot": "übernimmt ein Bot den Platz",
  "clocks.onTimeout.forfeit": "gibt der Spieler auf",
  "rematch.playAgain": "Nochmal spielen",
  "rematch.ready": "Eine Revanche ist bereit.",
  "rematch.join": "Zur Revanche",
  "rematch.watch": "Revanche zuschauen",
  "notify.toggle": "Benachrichtigen",
  "notify.sound": "Ton",
  "notify.yourTurn": "Du bist dran: {title}",
  "clocks.log.forfeit": "{who} gibt auf: die Uhr ist abgelaufen.",
  "outcome.forfeit": "Aufgabe (die Uhr eines Spielers ist abgelaufen)",
  "notify.denied": "Dieser Browser blockiert Benachrichtigungen dieser Seite",
};
