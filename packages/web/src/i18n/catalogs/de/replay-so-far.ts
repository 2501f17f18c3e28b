import type { AreaCatalog } from "../en";
import type { replaySoFar as english } from "../en/replay-so-far";

/** German: the replay of a running game so far, as the reader's seat saw it. */
export const replaySoFar: AreaCatalog<typeof english> = {
  "sofar.link": "Bisheriger Verlauf",
  "sofar.title": "Bisheriger Verlauf · {title} · Partie",
  "sofar.asSeat": "So wie {name} es sah",
  "sofar.asSpectator": "So wie ein Zuschauer es sah",
  "sofar.noToken":
    "Dieser Browser hat keinen Link für Platz {seat}: die Partie wird gezeigt, wie ein Zuschauer sie sah.",
  "sofar.back": "Zurück zum Tisch",
  "sofar.loading": "Dieser Schritt wird geladen…",
  "sofar.failed": "Dieser Schritt konnte nicht geladen werden: {error}",
};
