/**
 * The rules read game components through this one narrow interface, not through the content
 * pack's schemas directly: the rules need a handful of numbers per component (costs, limits,
 * unlocks), and keeping that boundary small lets the content pack evolve freely. The catalog
 * is built once from the content pack and indexed for speed.
 */

export type Race = "terran" | "protoss" | "zerg";
export type ResourceKind = "minerals" | "gas";
export type ModuleKind = "supply" | "research" | "air-support" | BroodWarModuleKind;
/** Brood War modules (BW-M1..M3): in the catalog only when Brood War is in play. */
export type BroodWarModuleKind = "defensive" | "assist" | "offensive";

export interface AreaDef {
  /** `${planet}#${index}` */
  id: string;
  planet: string;
  index: number;
  /** Printed unit limit (number of circles). */
  limit: number;
  resource: ResourceKind | null;
  /** Resource card capacity (workers per round), 0 when no resource. */
  amount: number;
  /** Conquest points printed in the area, 0 when none. */
  cp: number;
  /** Brood War restricted areas; "all" in the core game. */
  terrain: "all" | "ground" | "flying";
  /** Brood War strategic area (gold hex, BW-O3). Absent = not strategic. */
  strategic?: boolean;
}

export interface PlanetDef {
  id: string;
  name: string;
  /** Route slots as sides of the unrotated tile: 0 north, 1 east, 2 south, 3 west. */
  slots: number[];
  areas: AreaDef[];
}

export interface UnitDef {
  id: string;
  name: string;
  race: Race;
  minerals: number;
  gas: number;
  flying: boolean;
  assist: boolean;
  /** Miniatures of this type per faction. */
  figures: number;
  /** Building track and level that unlock it; null for technology-dependent units. */
  unlockedBy: { track: string; level: number } | null;
  /** Technology-dependent units (Archon, Guardian): built by replacing units on the active planet. */
  techRequired?: { tech: string; consumes: string; count: number };
  /** Brood War: built only on a planet holding the builder's installation of this kind (Infested Terran). */
  requiresInstallation?: "infested-command-center";
}

export interface BuildingDef {
  id: string;
  race: Race;
  track: string;
  level: number;
  minerals: number;
  gas: number;
  unlocks: string[];
}

export interface ModuleDef {
  kind: ModuleKind;
  /** Cost per race; null where the race has no such module. */
  cost: Record<Race, { minerals: number; gas: number } | null>;
  /** Tokens per faction of each race (0 = not available to that race). */
  tokens: Record<Race, number>;
}

export interface TechDef {
  id: string;
  name: string;
  race: Race;
  minerals: number;
  gas: number;
  copies: number;
  /** Card id(s) added per copy; the card id equals the tech id. */
  placement: "deck" | "play-area";
  /** Ability keys printed on the card (e.g. "maelstrom"), read by the rules that implement them. */
  abilities?: string[];
  /** Unit types the card names (e.g. Maelstrom's Dark Archon). */
  units?: string[];
  /** A Leadership card that hands these cards over (Brood War: *Sarah Kerrigan*); never bought. */
  grantedBy?: string;
}

export interface FactionDef {
  id: string;
  name: string;
  race: Race;
  handLimit: number;
  startingHand: number;
  startUnits: string[];
  workers: number;
  transports: number;
  permanent: { minerals: number; gas: number };
  /** The first building track, whose level I is printed on the sheet. */
  firstTrack: string;
  moduleSlots: number;
  /** Combat deck card ids (one entry per physical card). */
  combatDeck: string[];
  techs: string[];
  /** Special victory check: a key of SPECIAL_VICTORIES (victory.ts) and its parameters. */
  specialVictory: { key: string; params: Record<string, unknown> } | null;
  /** Brood War: the Stage I Leadership card carrying the special victory (and, without Leadership cards, the starting forces). */
  specialVictoryCard?: string;
}

/** A Brood War Leadership card, as far as the rules read it. */
export interface LeadershipDef {
  id: string;
  name: string;
  faction: string;
  stage: 1 | 2 | 3;
  /** Its special victory check (Special Victory cards only). */
  specialVictory: { key: string; params: Record<string, unknown> } | null;
  /** Stage I cards: the starting forces they give. */
  startUnits: string[];
  workers: number;
  transports: number;
  /** Stage I cards: bases to place at setup (Forward Planning: 2). */
  bases: number;
  /** One-shot cards leave the game once resolved; the others stay in the play area (BW-L2). */
  persistence: "one-shot" | "play-area";
  /** Effect keys with their parameters (src/brood-war/leadership-effects). */
  effects: { key: string; params: Record<string, unknown> }[];
  /** Hero cards: the hero id (content heroes.json). */
  hero: string | null;
  /** Hero cards: the unit type of the hero's figure. */
  heroUnit: string | null;
  /** The text is garbled or vague in the one source: a provisional reading. */
  provisional: boolean;
}

export interface EventDef {
  id: string;
  name: string;
  stage: 1 | 2 | 3;
  /** Key into the event effect registry (src/events). */
  effect: string;
  copies: number;
  /** Brood War: a Leadership event, in the deck only when Leadership cards are played (BW-X5). */
  leadershipRelated?: true;
}

export interface TokenCounts {
  workers: number;
  transports: number;
  bases: number;
}

export interface Catalog {
  planets: Record<string, PlanetDef>;
  planetIds: string[];
  areas: Record<string, AreaDef>;
  units: Record<string, UnitDef>;
  buildings: Record<string, BuildingDef>;
  /** Core modules always; Brood War's only in a Brood War catalog. */
  modules: Record<"supply" | "research" | "air-support", ModuleDef> &
    Partial<Record<BroodWarModuleKind, ModuleDef>>;
  techs: Record<string, TechDef>;
  factions: Record<string, FactionDef>;
  factionIds: string[];
  events: Record<string, EventDef>;
  tokens: TokenCounts;
  workerCost: { minerals: number; gas: number };
  transportCost: { minerals: number; gas: number };
  baseCost: { minerals: number; gas: number };
  /** Event cards removed from each of Stage I and II, by player count. */
  eventRemovals: Record<number, number>;
  /** The same with Leadership cards (Brood War BW-S5: 3/7/11/15/19 for 6..2 players). */
  eventRemovalsLeadership: Record<number, number>;
  /** Brood War Leadership cards by id (empty in the base game). */
  leadership: Record<string, LeadershipDef>;
  /** Expansions this catalog was built with. */
  expansions: readonly string[];
}

export const END_DRAWS_NEAR = "event-end-draws-near";

export function areaId(planet: string, index: number): string {
  return `${planet}#${index}`;
}
