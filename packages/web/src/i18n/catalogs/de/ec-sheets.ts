/** German: the phone's sheets, the wormhole halves' names and dragging parts (see ../en/ec-sheets.ts). */
import type { AreaCatalog } from "../en";
import type { ecSheets as english } from "../en/ec-sheets";

export const ecSheets: AreaCatalog<typeof english> = {
  "ecs.sheet.close": "Schließen",
  "ecs.sheet.open.boards": "Spielertableaus",
  "ecs.sheet.open.tech": "Technologien",
  "ecs.sheet.open.blueprints": "Baupläne",
  "ecs.sheet.side": "Aktionen und Protokoll",
  "ecs.sheet.bar": "Ein Blatt öffnen",
  "ecs.wormhole.T": "Wurmloch, Nordseite",
  "ecs.wormhole.TR": "Wurmloch, Nordostseite",
  "ecs.wormhole.BR": "Wurmloch, Südostseite",
  "ecs.wormhole.B": "Wurmloch, Südseite",
  "ecs.wormhole.BL": "Wurmloch, Südwestseite",
  "ecs.wormhole.TL": "Wurmloch, Nordwestseite",
  "ecs.refusal.samePart": "dieses Teil ist schon auf diesem Feld (E-A4)",
  "ecs.drag.hint": "Ziehe ein Teil auf ein Feld eines Bauplans, oder wähle ein Feld und dann ein Teil.",
};
