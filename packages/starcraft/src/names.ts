/** Plain names of board things, from the catalog (the log, event choices, the web client). */

import type { PlayerId } from "@koprulu/engine";
import { loadContent } from "./content";
import { type CatalogScope, cat } from "./rules-catalog";
import type { StarcraftState } from "./state";

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

/** A player's name as the log writes it: the faction's leader. */
export function playerName(s: Pick<StarcraftState, "players" | "options">, p: PlayerId): string {
  const f = s.players[p]?.faction;
  return f ? factionName(s, f) : `Seat ${p + 1}`;
}

/** A combat or technology card's printed-style name ("Terran combat card 16", "Stim Packs"). */
export function combatCardName(s: CatalogScope, card: string): string {
  const named =
    loadContent({ expansions: [...(s.options?.expansions ?? [])] }).combatCards[card]?.name ??
    cat(s).techs[card]?.name ??
    cat(s).events[card]?.name;
  return named ?? card.replace(/-/g, " ");
}

/** A building in words: "Spawning Pool level II" style, from its track and level. */
export function buildingName(s: CatalogScope, building: string): string {
  const b = cat(s).buildings[building];
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
