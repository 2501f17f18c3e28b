/**
 * The StarCraft view as the web client reads it. It mirrors @koprulu/starcraft's state model
 * (src/state.ts) with every field optional or nullable where a view may redact it, so a
 * change of the view's details degrades one panel, never the whole board.
 */
export type OrderKind = "build" | "mobilize" | "research";
export type ModuleKind = "supply" | "rnd" | "air-support";

export interface ScPlacedPlanet {
  id: string;
  x: number;
  y: number;
  rotation: number;
  /** Route id per world side (0 N, 1 E, 2 S, 3 W); -1 free; absent = no slot. */
  slots: Record<string, number>;
}

export interface ScRoute {
  id: number;
  a: { planet: string; side: number };
  b: { planet: string; side: number };
  z: boolean;
}

export interface ScUnit {
  id: number;
  owner: number;
  type: string;
  area: string;
  /** Brood War: the hero token under this figure (hero id); absent for every other unit. */
  hero?: string;
}

export interface ScOrder {
  owner: number;
  kind: OrderKind | null;
  gold: boolean | null;
}

export interface ScResourceCard {
  owner: number | null;
  workers: number;
  depletion: 0 | 1 | 2;
}

export interface ScPlayer {
  faction: string;
  eliminated?: boolean;
  /** Forfeited mid-battle (or payment, choice): the rules answer for him until he leaves. */
  leaving?: boolean;
  cp: number;
  /** Own hand: card ids; others: may be redacted to a count or to nulls. */
  hand?: (string | null)[] | number;
  handCount?: number;
  deck?: unknown[] | number;
  discard?: string[];
  techs?: string[];
  playArea?: string[];
  events?: (string | null)[] | number;
  eventsInPlay?: string[];
  workerPool?: number;
  workersUnavailable?: number;
  permanentUsed?: { minerals: number; gas: number };
  /** Brood War resource tokens held (absent = none). */
  resourceTokens?: { minerals: number; gas: number };
  buildings?: Record<string, number>;
  modules?: Partial<Record<ModuleKind, number>>;
}

export interface ScPayment {
  player: number;
  minerals: number;
  gas: number;
  discountAvailable: boolean;
  purchase: { type: string; [k: string]: unknown };
}

export interface ScFrame {
  kind: string;
  player?: number;
  planet?: string;
  turn?: number;
  [k: string]: unknown;
}

export interface ScView {
  options?: { players: number; [k: string]: unknown };
  round?: number;
  phase?: string;
  firstPlayer?: number;
  players: ScPlayer[];
  planetHands?: (string[] | number)[];
  planets: Record<string, ScPlacedPlanet>;
  planetOrder?: string[];
  routes: ScRoute[];
  units: ScUnit[];
  bases: { owner: number; area: string }[];
  transports: { owner: number; route: number }[];
  stacks: Record<string, ScOrder[]>;
  ordersPlaced?: number[];
  resources: Record<string, ScResourceCard>;
  events?: { deck?: unknown[] | number; discard?: string[]; removed?: unknown };
  frame?: ScFrame;
  payment?: ScPayment | null;
  battle?: unknown;
  battleContext?: {
    player: number;
    planet: string;
    area: string;
    attackerUnits: number[];
    defender: number;
  } | null;
  winners?: number[] | null;
  endReason?: string | null;
  /** Brood War's public state (absent in a base game). */
  broodWar?: {
    pools: string[][];
    guards: { owner: number; area: string }[];
    installations: { owner: number; kind: string; area: string }[];
    mindControlled: Record<string, number>;
    leadership: string[][];
    /** Present when Leadership cards are played: every card each seat chose, revealed ones only. */
    lead?: ScLeadershipState;
  };
  stage?: number;
  /** Survival modes: bases destroyed (they leave the game) and tokens owed for conquest points, by seat. */
  survival?: { basesLost: number[]; tokensOwed: number[] };
}

/** Brood War Leadership (`broodWar.lead` of the view): public once a stage's cards are revealed. */
export interface ScLeadershipState {
  /** The last stage whose cards were chosen (0 before the setup choice). */
  stage: number;
  /** Every card each seat chose, in stage order (one-shot cards included). */
  chosen: string[][];
}

/** The static component data the board draws from (a subset of the ruleset's Catalog). */
export interface ScAreaDef {
  id: string;
  planet: string;
  index: number;
  limit: number;
  resource: "minerals" | "gas" | null;
  amount: number;
  cp: number;
  terrain?: "all" | "ground" | "flying";
  /** Brood War strategic area (gold hex). */
  strategic?: boolean;
}

export interface ScCatalog {
  planets: Record<string, { id: string; name: string; slots: number[]; areas: ScAreaDef[] }>;
  areas: Record<string, ScAreaDef>;
  units: Record<
    string,
    {
      id: string;
      name: string;
      race: string;
      flying: boolean;
      assist?: boolean;
      minerals?: number;
      gas?: number;
      /** Keywords from the content pack ("detector", "cloaked", …). */
      keywords?: string[];
    }
  >;
  factions: Record<string, ScFactionInfo>;
  buildings?: Record<
    string,
    { id: string; track: string; level: number; minerals: number; gas: number; unlocks: string[] }
  >;
  techs?: Record<string, ScTechInfo>;
  /** Event cards; `provisional` comes from the content pack, their words from `eventText.ts`. */
  events?: Record<string, { id: string; name: string; stage: number; provisional?: boolean }>;
  modules?: Record<string, { kind: string; minerals: number; gas: number }>;
  /**
   * The viewer's start-of-battle offer number `ability`: its source ("event:<id>", "card:<id>")
   * and combat effect key, from the ruleset's own offer list (loaded with the catalog; absent
   * when the catalog came from the view alone). The table words it (`sc.start.*`).
   */
  startAbilityOffer?: (view: ScView, ability: number) => { source: string; effect: string } | null;
  /** Combat cards (from the content pack): name, values, our own words. */
  cards?: Record<string, ScCardInfo>;
  /** Brood War Leadership cards by id (a Brood War catalog only). */
  leadership?: Record<string, ScLeadershipInfo>;
  /** Brood War heroes by hero id (a Brood War catalog only). */
  heroes?: Record<string, ScHeroInfo>;
  /** Why a record of the content pack is provisional, by record id (cards, events, units, modules, …). */
  provisionalReasons?: Record<string, string>;
}

/** A Brood War Leadership card as the table shows it. */
export interface ScLeadershipInfo {
  id: string;
  name: string;
  faction: string;
  stage: number;
  /** One-shot cards leave the game once resolved; the others stay in the play area. */
  kind: "one-shot" | "play-area" | "special-victory" | "hero";
  /** Hero cards: the hero's id. */
  hero: string | null;
  /** Stage I cards: the starting forces they give (they replace the faction sheet's). */
  forces: {
    units: { unit: string; count: number }[];
    workers: number;
    transports: number;
    bases: number;
  } | null;
  /** Cards that place free units (Scorched Earth Policy): the unit groups to choose between. */
  unitChoices?: { unit: string; count: number }[][];
  provisional: boolean;
  provisionalReason?: string;
}

export interface ScHeroInfo {
  id: string;
  name: string;
  /** The unit type of the hero's figure. */
  unit: string;
  provisional: boolean;
  provisionalReason?: string;
}

/** A faction sheet: what the faction choice and the player panel show. */
export interface ScFactionInfo {
  id: string;
  name: string;
  race: string;
  handLimit?: number;
  moduleSlots?: number;
  startUnits?: string[];
  workers?: number;
  transports?: number;
  permanent?: { minerals: number; gas: number };
  specialVictory?: { key: string; params: Record<string, unknown> } | null;
}

export interface ScCardInfo {
  name: string;
  kind: "standard" | "reinforcement";
  /** Unit ids pictured; the major values apply when one of them is the front-line unit. */
  units: string[];
  major: { attack: number; health: number } | null;
  minor: { attack: number; health: number } | null;
  text?: string;
  provisional?: boolean;
}

export function isScView(v: unknown): v is ScView {
  const o = v as ScView | null;
  return !!o && typeof o === "object" && Array.isArray(o.players) && typeof o.planets === "object";
}

export function planetOfArea(area: string): string {
  const i = area.indexOf("#");
  return i < 0 ? area : area.slice(0, i);
}

export function countOf(x: unknown[] | number | undefined): number {
  return typeof x === "number" ? x : Array.isArray(x) ? x.length : 0;
}

/**
 * A technology card: its cost, the unit types it names, where it goes when bought ("deck": its
 * combat card of the same id joins the Combat deck; "play-area": it stays in front of the player)
 * and, from the content pack, our own words and the provisional mark.
 */
export interface ScTechInfo {
  id: string;
  name: string;
  minerals: number;
  gas: number;
  units?: string[];
  placement?: "deck" | "play-area";
  text?: string;
  provisional?: boolean;
}
