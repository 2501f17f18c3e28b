/**
 * A last-resort catalog built from the view alone (area ids seen on the board), used only when
 * the ruleset's catalog cannot be loaded: planets still draw, with unknown limits shown as 0.
 */
import { planetOfArea, type ScAreaDef, type ScCatalog, type ScView } from "./viewTypes";

function titleCase(id: string): string {
  return id.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

export function inferCatalog(view: ScView): ScCatalog {
  const areaIds = new Set<string>([
    ...Object.keys(view.resources ?? {}),
    ...view.units.map((u) => u.area),
    ...view.bases.map((b) => b.area),
  ]);
  const planets: ScCatalog["planets"] = {};
  const areas: Record<string, ScAreaDef> = {};
  for (const id of Object.keys(view.planets)) planets[id] = { id, name: titleCase(id), slots: [], areas: [] };
  for (const id of [...areaIds].sort()) {
    const planet = planetOfArea(id);
    const index = Number(id.slice(id.indexOf("#") + 1));
    const def: ScAreaDef = { id, planet, index, limit: 0, resource: null, amount: 0, cp: 0 };
    areas[id] = def;
    planets[planet] ??= { id: planet, name: titleCase(planet), slots: [], areas: [] };
    planets[planet].areas.push(def);
  }
  const units: ScCatalog["units"] = {};
  for (const u of view.units)
    units[u.type] ??= { id: u.type, name: titleCase(u.type), race: "", flying: false };
  const factions: ScCatalog["factions"] = {};
  for (const p of view.players)
    factions[p.faction] ??= { id: p.faction, name: titleCase(p.faction), race: "" };
  return { planets, areas, units, factions };
}
