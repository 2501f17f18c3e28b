/** עברית: גיליונות הטלפון, שמות חצאי חורי התולעת וגרירת חלק ללוח תכנון (ראו ../en/ec-sheets.ts). */
import type { AreaCatalog } from "../en";
import type { ecSheets as english } from "../en/ec-sheets";

export const ecSheets: AreaCatalog<typeof english> = {
  "ecs.sheet.close": "סגירה",
  "ecs.sheet.open.boards": "לוחות השחקנים",
  "ecs.sheet.open.tech": "טכנולוגיות",
  "ecs.sheet.open.blueprints": "תוכניות ספינות",
  "ecs.sheet.side": "פעולות ויומן",
  "ecs.sheet.bar": "פתיחת גיליון",
  "ecs.wormhole.T": "חור תולעת, בצד הצפוני",
  "ecs.wormhole.TR": "חור תולעת, בצד הצפון-מזרחי",
  "ecs.wormhole.BR": "חור תולעת, בצד הדרום-מזרחי",
  "ecs.wormhole.B": "חור תולעת, בצד הדרומי",
  "ecs.wormhole.BL": "חור תולעת, בצד הדרום-מערבי",
  "ecs.wormhole.TL": "חור תולעת, בצד הצפון-מערבי",
  "ecs.refusal.samePart": "החלק הזה כבר נמצא במשבצת הזו (E-A4)",
  "ecs.drag.hint": "גררו חלק אל משבצת בתוכנית ספינה, או בחרו משבצת ואז חלק.",
};
