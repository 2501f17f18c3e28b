/** Plain names of board things, from the catalog (the log, event choices, the web client). */
import { type CatalogScope, cat } from "./rules-catalog";

export function areaName(s: CatalogScope, area: string): string {
  const a = cat(s).areas[area];
  if (!a) return area;
  const kind = a.cp > 0 ? `${a.cp} CP` : a.resource ? `${a.amount} ${a.resource}` : "area";
  return `${cat(s).planets[a.planet].name} (${kind} area ${a.index + 1})`;
}

export function planetName(s: CatalogScope, p: string): string {
  return cat(s).planets[p]?.name ?? p;
}

export function unitTypeName(s: CatalogScope, type: string): string {
  return cat(s).units[type]?.name ?? type;
}

export function factionName(s: CatalogScope, faction: string | undefined): string {
  return (faction && cat(s).factions[faction]?.name) || "a player";
}
