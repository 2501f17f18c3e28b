/** Plain names of board things, from the catalog (the log, event choices, the web client). */
import { loadContent } from "./content";
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

/** A combat or technology card's printed-style name ("Terran combat card 16", "Stim Packs"). */
export function combatCardName(card: string): string {
  const named = loadContent().combatCards[card]?.name ?? cat().techs[card]?.name ?? cat().events[card]?.name;
  return named ?? card.replace(/-/g, " ");
}

/** A building in words: "Spawning Pool level II" style, from its track and level. */
export function buildingName(building: string): string {
  const b = cat().buildings[building];
  if (!b) return building.replace(/-/g, " ");
  const track = b.track.replace(/^(terran|protoss|zerg)-/, "").replace(/-/g, " ");
  return `${track.charAt(0).toUpperCase()}${track.slice(1)} level ${["", "I", "II", "III"][b.level] ?? b.level}`;
}

const MODULE_WORDS: Record<string, string> = {
  supply: "Supply",
  research: "Research",
  "air-support": "Air Support",
};

export function moduleName(kind: string): string {
  return `${MODULE_WORDS[kind] ?? kind.replace(/-/g, " ")} module`;
}
