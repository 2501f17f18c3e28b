/**
 * StarCraft component names as players read them (planets, areas, units, routes, order kinds),
 * from the catalog and the message catalogs. They sit below describe.ts and every module that
 * names a piece (the map, the event and Leadership words), so those import no sentence builder.
 */
import { englishT, type Translate } from "../i18n";
import { planetOfArea, type ScCatalog, type ScView } from "./viewTypes";

export function planetName(c: ScCatalog | null, id: unknown): string {
  return c?.planets[String(id)]?.name ?? String(id);
}

/** An area as players read it: "Korhal area 2 (2 minerals, 1 conquest point)". */
export function areaName(c: ScCatalog | null, area: unknown, t: Translate = englishT): string {
  const id = String(area);
  const def = c?.areas[id];
  const planet = planetName(c, planetOfArea(id));
  if (!def) return t("sc.w.area", { planet, n: Number(id.slice(id.indexOf("#") + 1)) + 1 });
  const what = [
    def.resource === "minerals" ? t("sc.w.amountMinerals", { count: def.amount }) : null,
    def.resource === "gas" ? t("sc.w.amountGas", { count: def.amount }) : null,
    def.cp ? t("sc.w.cp", { count: def.cp }) : null,
  ]
    .filter(Boolean)
    .join(", ");
  const n = def.index + 1;
  return what ? t("sc.w.areaWith", { planet, n, what }) : t("sc.w.area", { planet, n });
}

export function unitName(c: ScCatalog | null, type: unknown): string {
  const t = String(type);
  return c?.units[t]?.name ?? t.replace(/^(terran|protoss|zerg)-/, "").replace(/-/g, " ");
}

export function routeName(c: ScCatalog | null, view: ScView | null, id: unknown, t: Translate): string {
  const r = view?.routes.find((x) => x.id === Number(id));
  if (!r) return t("sc.w.route", { id: String(id) });
  const ends = { a: planetName(c, r.a.planet), b: planetName(c, r.b.planet) };
  return t(r.z ? "sc.w.zRouteBetween" : "sc.w.routeBetween", ends);
}

/** An order's kind in words ("build" → "Build"); unknown kinds as they are. */
export function orderName(kind: unknown, t: Translate = englishT): string {
  switch (kind) {
    case "build":
      return t("sc.w.orderBuild");
    case "mobilize":
      return t("sc.w.orderMobilize");
    case "research":
      return t("sc.w.orderResearch");
    default:
      return String(kind);
  }
}
