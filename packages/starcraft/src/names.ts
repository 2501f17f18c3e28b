/** Plain names of board things, from the catalog (the log, event choices, the web client). */
import { cat } from "./rules-catalog";

export function areaName(area: string): string {
  const a = cat().areas[area];
  if (!a) return area;
  const kind = a.cp > 0 ? `${a.cp} CP` : a.resource ? `${a.amount} ${a.resource}` : "area";
  return `${cat().planets[a.planet].name} (${kind} area ${a.index + 1})`;
}

export function planetName(p: string): string {
  return cat().planets[p]?.name ?? p;
}

export function unitTypeName(type: string): string {
  return cat().units[type]?.name ?? type;
}

export function factionName(faction: string | undefined): string {
  return (faction && cat().factions[faction]?.name) || "a player";
}
