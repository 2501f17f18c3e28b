/**
 * Eclipse's words in the reader's language: the content pack's ids (hulls, technologies, parts,
 * discovery tiles, resources, tracks, steps) mapped to catalog keys. The maps are written out so
 * every key appears in the sources (the catalog test checks each key is used); an id the catalog
 * does not know (an override pack's new part) falls back to its id. Star names of the sectors are
 * proper names and stay as they are. No runtime import of the rules here: the plug-in (`ui.ts`) is
 * in the main bundle and the content pack loads lazily, so records are passed in by the caller.
 */
import type { DiscoveryTile, Sector, Technology } from "@koprulu/eclipse";
import type { MessageKey, Translate } from "../i18n";
import type { EclipseView } from "./viewTypes";

const HULLS: Record<string, MessageKey> = {
  interceptor: "ec.hull.interceptor",
  cruiser: "ec.hull.cruiser",
  dreadnought: "ec.hull.dreadnought",
  starbase: "ec.hull.starbase",
  ancient: "ec.ship.ancient",
  gcds: "ec.ship.gcds",
};

const SHORT: Record<string, MessageKey> = {
  interceptor: "ec.short.interceptor",
  cruiser: "ec.short.cruiser",
  dreadnought: "ec.short.dreadnought",
  starbase: "ec.short.starbase",
};

const STRUCTURES: Record<string, MessageKey> = {
  orbital: "ec.structure.orbital",
  monolith: "ec.structure.monolith",
};

const RESOURCES: Record<string, MessageKey> = {
  money: "ec.resource.money",
  science: "ec.resource.science",
  materials: "ec.resource.materials",
};

const CUBES: Record<string, MessageKey> = {
  money: "ec.cube.money",
  science: "ec.cube.science",
  materials: "ec.cube.materials",
};

const TRACKS: Record<string, MessageKey> = {
  military: "ec.track.military",
  grid: "ec.track.grid",
  nano: "ec.track.nano",
};

const PHASES: Record<string, MessageKey> = {
  action: "ec.phase.action",
  combat: "ec.phase.combat",
  upkeep: "ec.phase.upkeep",
  over: "ec.phase.over",
  setup: "ect.phase.setup",
};

const STEPS: Record<string, MessageKey> = {
  turn: "ec.step.turn",
  "explore-more": "ec.step.explore-more",
  "research-more": "ec.step.research-more",
  "explore-place": "ec.step.explore-place",
  "explore-influence": "ec.step.explore-influence",
  discovery: "ec.step.discovery",
  "discovery-part": "ec.step.discovery-part",
  influence: "ec.step.influence",
  "artifact-key": "ec.step.artifact-key",
  upgrade: "ec.step.upgrade",
  build: "ec.step.build",
  move: "ec.step.move",
  colonize: "ec.step.colonize",
  battle: "ec.step.battle",
  "kill-cubes": "ec.step.kill-cubes",
  reputation: "ec.step.reputation",
  claim: "ec.step.claim",
  "upkeep-colonize": "ec.step.upkeep-colonize",
  bankrupt: "ec.step.bankrupt",
  species: "ect.step.species",
  diplomacy: "ect.step.diplomacy",
  "grey-cubes": "ect.step.grey-cubes",
};

const TECHS: Record<string, MessageKey> = {
  "neutron-bombs": "ec.tech.neutron-bombs",
  starbase: "ec.tech.starbase",
  "plasma-cannon": "ec.tech.plasma-cannon",
  "phase-shield": "ec.tech.phase-shield",
  "advanced-mining": "ec.tech.advanced-mining",
  "tachyon-source": "ec.tech.tachyon-source",
  "plasma-missile": "ec.tech.plasma-missile",
  "gluon-computer": "ec.tech.gluon-computer",
  "gauss-shield": "ec.tech.gauss-shield",
  "improved-hull": "ec.tech.improved-hull",
  "fusion-source": "ec.tech.fusion-source",
  "positron-computer": "ec.tech.positron-computer",
  "advanced-economy": "ec.tech.advanced-economy",
  "tachyon-drive": "ec.tech.tachyon-drive",
  "antimatter-cannon": "ec.tech.antimatter-cannon",
  "quantum-grid": "ec.tech.quantum-grid",
  nanorobots: "ec.tech.nanorobots",
  "fusion-drive": "ec.tech.fusion-drive",
  "advanced-robotics": "ec.tech.advanced-robotics",
  orbital: "ec.tech.orbital",
  "advanced-labs": "ec.tech.advanced-labs",
  monolith: "ec.tech.monolith",
  "artifact-key": "ec.tech.artifact-key",
  "wormhole-generator": "ec.tech.wormhole-generator",
};

/** What a technology does, for those that are not simply "unlocks a part". */
const TECH_INFO: Record<string, MessageKey> = {
  "neutron-bombs": "ec.techInfo.neutron-bombs",
  starbase: "ec.techInfo.starbase",
  "advanced-mining": "ec.techInfo.advanced-mining",
  "advanced-economy": "ec.techInfo.advanced-economy",
  "advanced-labs": "ec.techInfo.advanced-labs",
  "quantum-grid": "ec.techInfo.quantum-grid",
  nanorobots: "ec.techInfo.nanorobots",
  "advanced-robotics": "ec.techInfo.advanced-robotics",
  orbital: "ec.techInfo.orbital",
  monolith: "ec.techInfo.monolith",
  "artifact-key": "ec.techInfo.artifact-key",
  "wormhole-generator": "ec.techInfo.wormhole-generator",
};

const PARTS: Record<string, MessageKey> = {
  "ion-cannon": "ec.part.ion-cannon",
  hull: "ec.part.hull",
  "nuclear-drive": "ec.part.nuclear-drive",
  "nuclear-source": "ec.part.nuclear-source",
  "electron-computer": "ec.part.electron-computer",
  "plasma-cannon": "ec.part.plasma-cannon",
  "antimatter-cannon": "ec.part.antimatter-cannon",
  "plasma-missile": "ec.part.plasma-missile",
  "improved-hull": "ec.part.improved-hull",
  "fusion-drive": "ec.part.fusion-drive",
  "tachyon-drive": "ec.part.tachyon-drive",
  "positron-computer": "ec.part.positron-computer",
  "gluon-computer": "ec.part.gluon-computer",
  "fusion-source": "ec.part.fusion-source",
  "tachyon-source": "ec.part.tachyon-source",
  "gauss-shield": "ec.part.gauss-shield",
  "phase-shield": "ec.part.phase-shield",
  "ion-turret": "ec.part.ion-turret",
  "axion-computer": "ec.part.axion-computer",
  "flux-shield": "ec.part.flux-shield",
  "shard-hull": "ec.part.shard-hull",
  "conformal-drive": "ec.part.conformal-drive",
  "hypergrid-source": "ec.part.hypergrid-source",
};

const PROMPTS: Record<string, MessageKey> = {
  turn: "ec.prompt.turn",
  "explore-more": "ec.prompt.explore-more",
  "research-more": "ec.prompt.research-more",
  "explore-place": "ec.prompt.explore-place",
  "explore-influence": "ec.prompt.explore-influence",
  discovery: "ec.prompt.discovery",
  "discovery-part": "ec.prompt.discovery-part",
  influence: "ec.prompt.influence",
  "artifact-key": "ec.prompt.artifact-key",
  upgrade: "ec.prompt.upgrade",
  build: "ec.prompt.build",
  move: "ec.prompt.move",
  colonize: "ec.prompt.colonize",
  claim: "ec.prompt.claim",
  "upkeep-colonize": "ec.prompt.upkeep-colonize",
  bankrupt: "ec.prompt.bankrupt",
  "kill-cubes": "ec.prompt.kill-cubes",
  reputation: "ec.prompt.reputation",
  diplomacy: "ec.prompt.diplomacy",
  "battle-activation": "ec.prompt.battle-activation",
  "battle-assign": "ec.prompt.battle-assign",
  "battle-stalemate": "ec.prompt.battle-stalemate",
  species: "ect.prompt.species",
  "grey-cubes": "ect.prompt.grey-cubes",
};

const BATTLE_STATES: Record<string, MessageKey> = {
  in: "ec.battle.state.in",
  retreating: "ec.battle.state.retreating",
  retreated: "ec.battle.state.retreated",
  destroyed: "ec.battle.state.destroyed",
};

const PROBLEMS: Record<string, MessageKey> = {
  "unknown-hull": "ec.problem.unknown-hull",
  "too-many-slots": "ec.problem.too-many-slots",
  "unknown-part": "ec.problem.unknown-part",
  energy: "ec.problem.energy",
  "needs-drive": "ec.problem.needs-drive",
  "immobile-drive": "ec.problem.immobile-drive",
};

const word = (t: Translate, map: Record<string, MessageKey>, id: string, fallback?: string) => {
  const key = map[id];
  return key ? t(key) : (fallback ?? id);
};

export const hullName = (t: Translate, id: string) => word(t, HULLS, id);
export const hullLetter = (t: Translate, id: string) => word(t, SHORT, id, "?");
/** A ship or structure one may build. */
export const buildableName = (t: Translate, id: string) =>
  STRUCTURES[id] ? t(STRUCTURES[id]!) : hullName(t, id);
export const resourceName = (t: Translate, id: string) => word(t, RESOURCES, id);
export const cubeLetter = (t: Translate, id: string) => word(t, CUBES, id, id.charAt(0).toUpperCase());
export const trackName = (t: Translate, id: string) => word(t, TRACKS, id);
export const phaseName = (t: Translate, id: string) => word(t, PHASES, id);
export const stepName = (t: Translate, id: string) => word(t, STEPS, id);
export const techName = (t: Translate, id: string) => word(t, TECHS, id);
export const partName = (t: Translate, id: string) => word(t, PARTS, id);
export const battleStateName = (t: Translate, id: string) => word(t, BATTLE_STATES, id);
export const problemKey = (kind: string): MessageKey | null => PROBLEMS[kind] ?? null;

/** The prompt of a pending decision, by its kind (null: a kind this table does not know). */
export function promptKey(kind: string): MessageKey | null {
  return PROMPTS[kind] ?? null;
}

/** What a technology does (its tooltip). */
export function techInfo(t: Translate, id: string, def: Technology | undefined): string {
  const key = TECH_INFO[id];
  if (key) return t(key);
  if (def?.unlocksPart) return t("ec.techInfo.part", { part: partName(t, def.unlocksPart) });
  return def?.summary ?? "";
}

/** A discovery tile's name, from its effect. */
export function discoveryName(t: Translate, tile: DiscoveryTile | undefined): string {
  const effect = tile?.effect;
  switch (effect?.kind) {
    case "resource":
      return t("ec.discovery.resource", {
        amount: effect.amount,
        resource: resourceName(t, effect.resource),
      });
    case "ancient-technology":
      return t("ec.discovery.ancient-technology");
    case "ancient-cruiser":
      return t("ec.discovery.ancient-cruiser");
    case "ancient-part":
      return t("ec.discovery.ancient-part", { part: partName(t, effect.part) });
    default:
      return tile?.name ?? "?";
  }
}

/** A sector's name: the Galactic Center in the reader's words, star names as they are. */
export function sectorName(t: Translate, def: Sector | undefined): string {
  if (def?.gcds) return t("ec.sector.galactic-center");
  return def?.name ?? "";
}

const SEATS: Record<string, MessageKey> = {
  red: "ec.seat.red",
  blue: "ec.seat.blue",
  green: "ec.seat.green",
  yellow: "ec.seat.yellow",
  white: "ec.seat.white",
  black: "ec.seat.black",
};

const SPECIES: Record<string, MessageKey> = {
  terran: "ect.species.terran",
  eridani: "ect.species.eridani",
  hydran: "ect.species.hydran",
  planta: "ect.species.planta",
  draco: "ect.species.draco",
  mechanema: "ect.species.mechanema",
  orion: "ect.species.orion",
};

/** A species by its id (the content pack's name for an id the catalog does not know). */
export const speciesName = (t: Translate, id: string, fallback?: string) => {
  const key = SPECIES[id];
  return key ? t(key) : (fallback ?? id);
};

/** Each species' specials in one line (our own words). */
export const SUMMARY_KEYS: Record<string, MessageKey> = {
  terran: "ect.summary.terran",
  eridani: "ect.summary.eridani",
  hydran: "ect.summary.hydran",
  planta: "ect.summary.planta",
  draco: "ect.summary.draco",
  mechanema: "ect.summary.mechanema",
  orion: "ect.summary.orion",
};

/**
 * A seat by its faction: Terrans by their colour ("Red Terrans": several seats may be Terrans), an
 * alien species by its name (each plays once).
 */
export function seatName(t: Translate, view: EclipseView, seat: number): string {
  const species = (view.players[seat] as { species?: string } | undefined)?.species;
  if (species && species !== "terran") return speciesName(t, species);
  const colour = view.players[seat]?.colour ?? String(seat + 1);
  // species "choose": a seat has no colour until it picks
  if (colour === "") return t("ect.seat.unchosen", { seat: seat + 1 });
  const key = SEATS[colour];
  return key ? t(key) : t("ec.seat.other", { colour });
}

/**
 * Galaxy coordinates "q,r" kept left to right (a Unicode LTR isolate): in Hebrew text "0,-1" would
 * otherwise read "1-,0".
 */
export const coordinates = (pos: string) => `\u2066${pos}\u2069`;

/** Where an action happens: a sector on the board, or an empty position of the galaxy. */
export function whereName(t: Translate, view: EclipseView | null, pos: string): string {
  const hex = view?.hexes[pos];
  return hex ? t("ec.where.sector", { sector: hex.sector }) : t("ec.where.pos", { pos: coordinates(pos) });
}

/** A probability as a percentage in the reader's language ("45.5%", "45,5 %"). */
export function percentIn(lang: string, x: number, digits: number): string {
  return new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: digits }).format(x);
}
