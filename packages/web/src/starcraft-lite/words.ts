/**
 * Names for what the Lite table shows, never raw ids: units by their type's name (numbered within
 * a battle when one side has several of a type), areas and planets through StarCraft's own
 * describe helpers, routes by the planets they join, modules and event cards by name.
 */
import { loadLiteContent } from "@koprulu/starcraft-lite/content";
import { englishT, type MessageKey, type Translate } from "../i18n";
import { currentCatalog } from "../starcraft/catalog";
import { areaName, planetName } from "../starcraft/names";
import { raceName } from "../starcraft/raceName";
import { galaxyView, isLiteView, type LiteView } from "./view";

type Battle = NonNullable<LiteView["battle"]>;
type BattleInput = Battle["input"];

export function unitTypeName(type: unknown): string {
  const t = String(type);
  return loadLiteContent().units[t]?.name ?? t.replace(/^(terran|protoss|zerg)-/, "").replace(/-/g, " ");
}

export function moduleName(id: unknown): string {
  return loadLiteContent().modules[String(id)]?.name ?? String(id).replace(/-/g, " ");
}

/** The StarCraft catalog for a Lite view (its board is the base game's), loaded or inferred. */
function catalogOf(view: unknown) {
  return currentCatalog(isLiteView(view) ? galaxyView(view) : view);
}

export function areaWords(t: Translate, view: unknown, area: unknown): string {
  return areaName(catalogOf(view), area, t);
}

export function planetWords(view: unknown, planet: unknown): string {
  return planetName(catalogOf(view), planet);
}

export function routeWords(t: Translate, view: LiteView | null, id: unknown): string {
  const r = view?.board.routes.find((x) => x.id === Number(id));
  if (!r) return t("lite.routeUnknown");
  return t(r.z ? "lite.routeWarp" : "lite.route", {
    a: planetWords(view, r.a.planet),
    b: planetWords(view, r.b.planet),
  });
}

/**
 * A seat's role at the Lite table: its race by its name in the reader's language ("Terran",
 * "Terraner"), numbered by seat (from 1) when another seat plays the same race.
 */
export function liteRole(
  view: Pick<LiteView, "players">,
  seat: number,
  t: Translate = englishT,
): string | null {
  const race = view.players[seat]?.race;
  if (!race) return null;
  const name = raceName(race, t);
  const shared = view.players.some((p, i) => i !== seat && p.race === race);
  return shared ? `${name} ${seat + 1}` : name;
}

const EVENTS: Record<string, MessageKey> = {
  "stellar-maelstrom": "lite.event.stellarMaelstrom",
  "technological-advance": "lite.event.technologicalAdvance",
  "base-construction": "lite.event.baseConstruction",
  "brilliant-engineering": "lite.event.brilliantEngineering",
  "base-development": "lite.event.baseDevelopment",
  "material-shortage": "lite.event.materialShortage",
  "rich-vein": "lite.event.richVein",
  reinforcement: "lite.event.reinforcement",
  "air-support": "lite.event.airSupport",
  "prototype-unit": "lite.event.prototypeUnit",
  logistic: "lite.event.logistic",
  "progressive-strategy": "lite.event.progressiveStrategy",
  "versatile-strategy": "lite.event.versatileStrategy",
  "create-wonder": "lite.event.createWonder",
  "volcanic-eruption": "lite.event.volcanicEruption",
  "energy-storm": "lite.event.energyStorm",
  "urgent-mobilization": "lite.event.urgentMobilization",
  "emergency-production": "lite.event.emergencyProduction",
};

/** "create-wonder#2" → "Create Wonder" (the copy number is not shown). */
export function eventWords(t: Translate, card: unknown): string {
  const c = String(card);
  const id = c.includes("#") ? c.slice(0, c.indexOf("#")) : c;
  const key = EVENTS[id];
  return key ? t(key) : id.replace(/-/g, " ");
}

/** The unit with this id on the board (or in the running or last battle): its type. */
function unitType(view: LiteView | null, id: unknown): string | null {
  const n = Number(id);
  const onBoard = view?.board.units.find((u) => u.id === n);
  if (onBoard) return onBoard.type;
  for (const input of [view?.battle?.input, view?.lastBattle?.input])
    for (const side of input ? [input.attacker, input.defender] : [])
      for (const u of [...side.units, ...(side.nydusUnits ?? [])]) if (u.id === n) return u.type;
  return null;
}

/**
 * A unit on the board: its type and where it stands ("Marine in Tarsonis area 2"); `place: false`
 * for a past action (a log line), where today's position would mislead: the type only.
 */
export function unitWords(t: Translate, view: LiteView | null, id: unknown, place = true): string {
  const n = Number(id);
  const u = view?.board.units.find((x) => x.id === n);
  if (u && !place) return unitTypeName(u.type);
  if (u) return t("lite.unitIn", { unit: unitTypeName(u.type), area: areaWords(t, view, u.area) });
  const type = unitType(view, id);
  return type ? unitTypeName(type) : t("lite.unitUnknown");
}

/**
 * Labels of a battle's units: the type's name, numbered from 1 within a side when the side has
 * several of that type (in id order, so the numbers stay put for the whole battle).
 */
export function battleUnitLabels(input: BattleInput): Map<number, string> {
  const out = new Map<number, string>();
  for (const side of [input.attacker, input.defender]) {
    const all = [...side.units, ...(side.nydusUnits ?? [])].sort((x, y) => x.id - y.id);
    const seen = new Set<number>();
    const unique = all.filter((u) => !seen.has(u.id) && seen.add(u.id));
    for (const u of unique) {
      const same = unique.filter((x) => x.type === u.type);
      const name = unitTypeName(u.type);
      out.set(u.id, same.length > 1 ? `${name} ${same.indexOf(u) + 1}` : name);
    }
  }
  return out;
}

/** A unit in the running battle by its battle label, else by its place on the board. */
export function battleUnitWords(t: Translate, view: LiteView | null, id: unknown): string {
  const input = view?.battle?.input;
  const label = input ? battleUnitLabels(input).get(Number(id)) : undefined;
  return label ?? unitWords(t, view, id);
}
