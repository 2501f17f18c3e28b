/** German: why an Eclipse choice is not offered (the rules package's `explain`; see ../en/ec-reasons.ts). */
import type { AreaCatalog } from "../en";
import type { ecReasons as english } from "../en/ec-reasons";

export const ecReasons: AreaCatalog<typeof english> = {
  "ecr.research": "{tech} erforschen",
  "ecr.buildStart": "Bauen",
  "ecr.build": "Bauen: {name}",
  "ecr.buildMore": "Noch etwas bauen",
  "ecr.part": "{part} einbauen",
  "ecr.partMore": "Noch ein Teil einbauen",
  "ecr.actions": "Erkunden, Einfluss, Forschen, Verbessern, Bauen, Bewegen",
  "error.research-unaffordable":
    "Diese Technologie kostet mehr Forschung als du hast, nach dem Rabatt deiner Leiste (E-A3)",
  "error.research-track-full": "Die Leiste dieser Technologie ist voll (E-A3)",
  "error.build-needs-technology": "Sternenbasen, Orbitale und Monolithen brauchen ihre Technologie (E-A5)",
  "error.build-unaffordable": "Nicht genug Material, um es zu bauen (E-A5)",
  "error.build-no-miniature":
    "Kein Platz: alle Miniaturen dieses Schiffstyps sind auf dem Plan (8/4/2/4) (E-A5)",
  "error.build-no-sector":
    "Kein Sektor von dir kann es aufnehmen: ein Orbital und ein Monolith pro Sektor (E-A5)",
  "error.build-limit": "Dieses Bauen hat alles gesetzt, was es darf (E-A5)",
  "error.nothing-to-build": "Jetzt kann nichts gebaut werden (E-A5)",
  "error.part-needs-technology": "Dieses Teil braucht seine Technologie (E-A4)",
  "error.part-supply-empty": "Von diesem Teil liegt kein Plättchen mehr im Vorrat (E-A4)",
  "error.upgrade-limit":
    "Dieses Verbessern hat alle neuen Teile gesetzt, die es darf; Teile entfernen geht noch (E-A4)",
};
