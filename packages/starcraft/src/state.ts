/**
 * The StarCraft game state: plain JSON, no classes, no cycles. Static component data (planet
 * layouts, costs, …) lives in the Catalog and is referenced by id; the state only holds what
 * changes. `apply` copies the top two levels (see draft.ts) and replaces deeper objects, so a
 * step costs a few small allocations, not a deep copy.
 */
import type { PlayerId, RngState, Simultaneous } from "@koprulu/engine";
import type { BattleState } from "./battle";
import type { BroodWarState } from "./brood-war/state";
import type { ModuleKind } from "./catalog";
import type { Expansion } from "./rules-catalog";

export type OrderKind = "build" | "mobilize" | "research";
export type CoreModuleKind = "supply" | "research" | "air-support";

export interface StarcraftOptions {
  players: number;
  /** "choose": factions picked in turn order (an engine decision); "random": dealt at setup. */
  factionSelection: "choose" | "random";
  /** Safety net for endless games (not a rule): after this many rounds the game ends on points. */
  maxRounds: number;
  /**
   * Expansions played on top of the base game (default none). The game's components (the
   * catalog its rules and battles read) follow this list; see rules-catalog.ts.
   */
  expansions?: Expansion[];
  /** Brood War optional rules (BW p.11), used only with Brood War. */
  variants?: StarcraftVariants;
  /**
   * A game mode (src/variants/): Galactic Conquest and Team Play (core variants), Survival and
   * Faster Survival (Brood War). Absent: the standard game.
   */
  mode?: GameMode;
}

export type GameMode = "galactic-conquest" | "survival" | "faster-survival" | "team-play";

export interface StarcraftVariants {
  /** BW-O4/X2: a gold order may always be executed; one that cannot enter the pool leaves the game. */
  disposableSpecialOrders?: boolean;
  /**
   * BW-L1: play the Leadership cards (a hidden choice per stage). Without it a Brood War game is
   * played with the rulebook's No Leadership Cards variant (BW-X5).
   */
  leadershipCards?: boolean;
  /** BW-X5 named explicitly (the default): refused together with `leadershipCards`. */
  noLeadershipCards?: boolean;
  /** BW-X3 More Starting Planet Tokens: each player draws 3 planet tokens and places 2. */
  moreStartingPlanets?: boolean;
  /** BW-X4 Larger Galaxy: 3 planets each, no Special Victory cards, 25 conquest points to win. */
  largerGalaxy?: boolean;
}

/** A placed planet: grid position (for drawing and adjacency) and rotation (quarter turns). */
export interface PlacedPlanet {
  id: string;
  x: number;
  y: number;
  rotation: number;
  /** Route id in each occupied slot, by world side (0 N, 1 E, 2 S, 3 W); -1 = free slot, absent = no slot. */
  slots: Record<number, number>;
}

export interface RouteEnd {
  planet: string;
  side: number;
}

export interface Route {
  id: number;
  a: RouteEnd;
  b: RouteEnd;
  /** Z-axis route: joins planets that need not lie side by side. */
  z: boolean;
}

export interface Unit {
  id: number;
  owner: PlayerId;
  type: string;
  /** Area id `${planet}#${index}`. */
  area: string;
  /** Brood War: the hero token under this figure (hero id, BW-H1); absent for every other unit. */
  hero?: string;
}

export interface Base {
  owner: PlayerId;
  area: string;
}

export interface Transport {
  owner: PlayerId;
  route: number;
}

/** A face-down order token on a planet's stack; the last element is the top (executes first). */
export interface Order {
  owner: PlayerId;
  /** null in a view when the viewer may not see it. */
  kind: OrderKind | null;
  gold: boolean | null;
  /**
   * Brood War *The Sons of Korhal*: Mengsk's Star order (kind null, chosen when executed). Seen
   * only by its owner, like the kind of any face-down order.
   */
  star?: true;
}

/** A mineral or gas area's resource card. */
export interface ResourceCard {
  /** Holder, or null when the card is in the common supply. */
  owner: PlayerId | null;
  /** Workers placed on it this round. */
  workers: number;
  /** 0 normal, 1 partially depleted (flipped), 2 fully depleted (removed from the game). */
  depletion: 0 | 1 | 2;
}

export interface PlayerState {
  faction: string;
  eliminated: boolean;
  /**
   * He forfeited where the game could not yet go on without him (forfeit.ts): his decisions are
   * made for him (leaving.ts) until he leaves the board. Absent for everyone else.
   */
  leaving?: true;
  cp: number;
  hand: string[];
  /** Combat deck, top first. */
  deck: string[];
  discard: string[];
  /** Technologies bought (ids). */
  techs: string[];
  /** Technology cards placed face up in the play area (not in the deck). */
  playArea: string[];
  /** Event cards drawn this round, face down (unseen even by the owner until regrouping step 8). */
  events: string[];
  /** True once the owner has looked at the drawn events (regrouping step 8). */
  eventsSeen: boolean;
  /** "The End Draws Near" and other events kept face up in front of the player. */
  eventsInPlay: string[];
  workerPool: number;
  /** New workers and workers of fully depleted cards: back in the pool at regrouping. */
  workersUnavailable: number;
  /** Workers on the two permanent resource cards this round. */
  permanentUsed: { minerals: number; gas: number };
  /** Highest level owned per building track (the first track starts at 1). */
  buildings: Record<string, number>;
  /** Modules built by kind; the Brood War kinds (defensive, assist, offensive) only in Brood War games. */
  modules: Record<CoreModuleKind, number> & Partial<Record<ModuleKind, number>>;
  /**
   * Brood War resource tokens held (face up, public), each paying one resource of its kind
   * towards a cost without a worker. Optional: absent means none (older saves stay valid).
   */
  resourceTokens?: ResourceTokens;
}

export interface ResourceTokens {
  minerals: number;
  gas: number;
}

export interface Payment {
  player: PlayerId;
  minerals: number;
  gas: number;
  /** Gold Build: a one-resource discount may still be applied to this purchase. */
  discountAvailable: boolean;
  purchase: Purchase;
}

export type Purchase =
  | { type: "worker" }
  | { type: "transport"; route: number }
  | { type: "unit"; unit: string; area: string; remove: number[] }
  | { type: "building"; building: string }
  | { type: "module"; module: ModuleKind }
  | { type: "base"; area: string }
  | { type: "tech"; tech: string }
  /** Brood War *Covert Operations* / *Conclave Fleet*: a new unit held in reserve on the card. */
  | { type: "held"; unit: string };

/** What must be decided next. Sub-frames of an order carry the order's context. */
export type Frame =
  | { kind: "choose-faction"; queue: PlayerId[] }
  /** round: the placement round (3 only with Larger Galaxy, BW-X4). */
  | { kind: "place-planet"; queue: PlayerId[]; round: 1 | 2 | 3 }
  | {
      kind: "place-base";
      player: PlayerId;
      planet: string;
      mandatory: boolean;
      queue: PlayerId[];
      round: 1 | 2 | 3;
    }
  | { kind: "place-z-route"; queue: PlayerId[] }
  | { kind: "place-start-unit"; queue: PlayerId[]; remaining: string[] }
  | { kind: "place-start-transport"; queue: PlayerId[] }
  | { kind: "planning"; turn: PlayerId }
  | { kind: "execution"; turn: PlayerId }
  | {
      kind: "execute-or-event";
      player: PlayerId;
      planet: string;
      order: OrderKind;
      gold: boolean;
      /** Brood War: a gold order that goes into the Special Order Pool when executed (BW-O2). */
      pool?: boolean;
      /** Brood War: special because its owner controls a strategic area of the planet (BW-O3). */
      strategic?: boolean;
      /** Brood War: the Star order (*The Sons of Korhal*); `order` is a placeholder until executed. */
      star?: true;
    }
  | BuildFrame
  | MaelstromFrame
  | MobilizeFrame
  | ResearchFrame
  | { kind: "play-event"; queue: PlayerId[] }
  | EventFrame
  | CollateralFrame
  | DeathStrikeFrame
  | {
      kind: "discard";
      players: PlayerId[];
      /** Cards discarded so far per seat, face down until everyone is done (a simultaneous choice). */
      chosen: Record<number, string[]>;
    }
  | LeadershipFrame
  /** Survival (BW-X6): seats owed resource tokens for conquest points take them one at a time. */
  | { kind: "survival-tokens"; queue: PlayerId[] }
  | HeroFrame
  | CpTokenFrame
  | PlanetPickFrame
  | SacrificeFrame
  | ArcturusFrame
  | { kind: "khala-devotee"; player: PlayerId }
  | InstallationFrame
  | LeadershipUnitsFrame
  | EvictionFrame
  | { kind: "warp-gate"; player: PlayerId }
  /** *Conclave Fleet*: after a Mobilize is revealed, Aldaris may deploy reserve units first. */
  | { kind: "conclave-fleet"; player: PlayerId; resumeFrame: Frame }
  | {
      kind: "return-to-aiur";
      player: PlayerId;
      left: number;
      rest: [PlayerId, string][];
      resume: LeadershipResume;
    }
  | { kind: "over" };

/** A Leadership installation (*Cerebrate Daggoth*, *The Overmind*): its owner places it in a friendly area. */
export interface InstallationFrame {
  kind: "place-installation";
  player: PlayerId;
  installation: "cerebrate" | "overmind" | "warp-gate";
  rest: [PlayerId, string][];
  resume: LeadershipResume | "forces";
  /** Setup (*The Overmind*): the players whose starting forces are still to place after him. */
  forces?: PlayerId[];
}

/** *Emperor Arcturus I* (at setup): its owner picks his two planet tokens, then the first player. */
export interface ArcturusFrame {
  kind: "emperor-arcturus";
  player: PlayerId;
  picked: string[];
  rest: [PlayerId, string][];
  resume: LeadershipResume;
}

/** *Ultimate Sacrifice*: its owner picks one of his units and an area of the same planet. */
export interface SacrificeFrame {
  kind: "ultimate-sacrifice";
  player: PlayerId;
  rest: [PlayerId, string][];
  resume: LeadershipResume;
}

/** *Scorched Earth Policy*: its owner picks one of the card's unit groups and a friendly area. */
export interface LeadershipUnitsFrame {
  kind: "leadership-units";
  player: PlayerId;
  card: string;
  rest: [PlayerId, string][];
  resume: LeadershipResume;
}

/**
 * *Psi-Disruptor*: the evicted player `player` picks the one area his units on `planet` leave
 * for; `queue` holds the evicted players after him (turn order from the card's owner's left).
 */
export interface EvictionFrame {
  kind: "psi-disruptor";
  player: PlayerId;
  planet: string;
  queue: PlayerId[];
  rest: [PlayerId, string][];
  resume: LeadershipResume;
}

/**
 * A Leadership card that names a planet (*Subtle Influence*, *Psi-Disruptor*, *Teeming Spawn*):
 * its owner picks one.
 */
export interface PlanetPickFrame {
  kind: "leadership-planet";
  player: PlayerId;
  card: string;
  rest: [PlayerId, string][];
  resume: LeadershipResume;
}

/** *Tactical Mastery*: its owner puts `left` special CP tokens on areas without CP, one at a time. */
export interface CpTokenFrame {
  kind: "place-cp-token";
  player: PlayerId;
  left: number;
  rest: [PlayerId, string][];
  resume: LeadershipResume;
}

/**
 * BW-H1: the owner of a Hero card places its figure (resolution paused in turn order); `rest`
 * holds the cards still to resolve after it, `resume` where the game goes on afterwards.
 */
export interface HeroFrame {
  kind: "place-hero";
  player: PlayerId;
  hero: string;
  unit: string;
  rest: [PlayerId, string][];
  resume: LeadershipResume;
}

/**
 * Where the game goes on once a Leadership card's decisions are answered: setup's galaxy, the
 * Regrouping, or — when *Inspiring Leadership* (event, provisional) replays a one-shot card —
 * Regrouping step 8, where the event owner's turn then ends.
 */
export type LeadershipResume = LeadershipFrame["resume"] | { event: PlayerId };

/**
 * BW-S7/BW-L1: every asked seat secretly picks one Leadership card of this stage; all are revealed
 * together, then resolved in turn order. `resume` says where the game goes on afterwards.
 */
export interface LeadershipFrame {
  kind: "choose-leadership";
  stage: 1 | 2 | 3;
  sim: Simultaneous<string>;
  resume: "galaxy" | "regrouping";
  /**
   * *Subtle Planning* (event): the cards the others chose, already revealed (index = seat, null:
   * not chosen); `sim` then asks only the seats that choose last.
   */
  revealed?: (string | null)[];
}

export interface BuildFrame {
  kind: "build";
  player: PlayerId;
  planet: string;
  gold: boolean;
  /** 1 workers/transports/units, 2 building and module, 3 base: steps only move forward. */
  step: 1 | 2 | 3;
  unitsBuilt: number;
  /** Units built by this order (may not be consumed or removed by the same order). */
  newUnits: number[];
  boughtBuilding: boolean;
  boughtModule: boolean;
  builtBase: boolean;
  discountUsed: boolean;
  purchases: number;
  /** Brood War *Make Do With Little*: this order's free worker or transport was taken. */
  freeLogisticsUsed?: boolean;
  /**
   * Brood War *Teeming Spawn*: a Build carried out by a Leadership card in the choose step;
   * `end-build` goes back to the resolution of the remaining cards instead of the next order.
   */
  leadership?: { rest: [PlayerId, string][]; resume: LeadershipResume };
}

export interface MobilizeFrame {
  kind: "mobilize";
  player: PlayerId;
  planet: string;
  gold: boolean;
  moved: number[];
  /** Where each unit of `moved` started (same index), so `take-back-moves` can put it back. */
  from: string[];
  /** The moves were taken back once already (ruling: once per order, so the order always ends). */
  tookBack: boolean;
  /** The one area this order may contest (where another player's units are). */
  contested: string | null;
  /**
   * Areas closed to this order by Maelstrom (orders/maelstrom.ts): nothing moves into them. Set
   * only when someone used Maelstrom; the order is then committed and may end without a move.
   */
  blocked?: string[];
  /**
   * Brood War Defend order (brood-war/defend.ts): units move only into this friendly area, the
   * movement may end without a move, and ending it places a guard token and resumes planning.
   */
  defend?: string;
  /** Brood War Offensive module: routes whose transports carried units past an Air Support (destroyed at the end). */
  offensive?: number[];
}

/**
 * A Mobilize order the mover chose to execute, waiting for the owners of Maelstrom with a Dark
 * Archon on its planet to decide, one at a time, whether they use it (orders/maelstrom.ts).
 */
export interface MaelstromFrame {
  kind: "maelstrom";
  /** Decides now. */
  player: PlayerId;
  /** Decide after him, in turn order from the mover. */
  queue: PlayerId[];
  mover: PlayerId;
  planet: string;
  gold: boolean;
  /** Areas closed by the Maelstroms used so far. */
  blocked: string[];
}

export interface ResearchFrame {
  kind: "research";
  player: PlayerId;
  planet: string;
  gold: boolean;
  /** "cards": may draw 3 combat cards; "tech": may buy one technology; "gold": gold bonus choice. */
  step: "cards" | "tech" | "gold";
  bought: string | null;
}

/**
 * A decision inside an event card's effect (src/events): which area, route, unit, purchase….
 * `player` decides now (the card's owner, or another player, e.g. choosing his own losses);
 * `step` and `data` are the effect's own memory between its small decisions.
 */
export interface EventFrame {
  kind: "event";
  player: PlayerId;
  owner: PlayerId;
  card: string;
  effect: string;
  step: string;
  data: Record<string, unknown>;
}

/**
 * After a battle, a surviving front-line unit with Collateral Damage lets its owner (`player`)
 * destroy one enemy base, or every enemy worker in the battle's area, or nothing: his choice.
 * The battle is already written back; what it interrupted waits here until he has chosen.
 */
export interface CollateralFrame {
  kind: "collateral-damage";
  player: PlayerId;
  /** The enemy whose base or workers may be destroyed. */
  against: PlayerId;
  area: string;
  /** Combat's aftermath entries after this one, applied (in order) once the choice is made. */
  rest: { kind: string; player: PlayerId; [k: string]: unknown }[];
  /** The frame the battle interrupted (the Mobilize order, or an event), restored afterwards. */
  resumeFrame: Frame;
  /** The finished battle's context: who moved, and whether an event (step 8) resumes after it. */
  battleContext: NonNullable<StarcraftState["battleContext"]>;
}

/**
 * Brood War, Gantrithor (BW-H3): the hero died in the battle just finished; its owner (`player`)
 * may destroy one enemy unit, installation or base on `planet`, or nothing. Like Collateral
 * Damage, the rest of the aftermath and the interrupted flow wait here.
 */
export interface DeathStrikeFrame {
  kind: "death-strike";
  player: PlayerId;
  hero: string;
  planet: string;
  rest: { kind: string; player: PlayerId; [k: string]: unknown }[];
  resumeFrame: Frame;
  battleContext: NonNullable<StarcraftState["battleContext"]>;
}

export interface EventDeck {
  /** Top first. */
  deck: string[];
  /** Cards removed at setup (back in the box, unseen). */
  removed: string[];
  discard: string[];
}

export interface StarcraftState {
  options: StarcraftOptions;
  round: number;
  phase: "setup" | "planning" | "execution" | "regrouping" | "over";
  firstPlayer: PlayerId;
  players: PlayerState[];
  /** Planet tokens dealt to each seat and not yet placed. */
  planetHands: string[][];
  planets: Record<string, PlacedPlanet>;
  /** Placement order (for drawing and for stable iteration). */
  planetOrder: string[];
  routes: Route[];
  units: Unit[];
  nextUnitId: number;
  bases: Base[];
  transports: Transport[];
  /** Order stacks by planet id; last element on top. */
  stacks: Record<string, Order[]>;
  /** Orders placed this round per seat (planning counts to 4). */
  ordersPlaced: number[];
  /** Resource cards by area id. */
  resources: Record<string, ResourceCard>;
  events: EventDeck;
  frame: Frame;
  payment: Payment | null;
  battle: BattleState | null;
  /** The Mobilize order that started the running battle (to resume after it). */
  battleContext: {
    player: PlayerId;
    planet: string;
    area: string;
    attackerUnits: number[];
    defender: PlayerId;
    /** Set when an event (not a Mobilize order) started the battle: step 8 resumes after it. */
    resume?: "event";
  } | null;
  winners: PlayerId[] | null;
  endReason: string | null;
  rng: RngState;
  /** Brood War's additions (src/brood-war/state.ts); absent in a base game. */
  broodWar?: BroodWarState;
  /** Survival's bookkeeping (src/variants/survival.ts); absent in every other game. */
  survival?: SurvivalState;
}

/** Public Survival counters, per seat. */
export interface SurvivalState {
  /** Bases destroyed: they leave the game, so the seat may build that many fewer (BW-X6). */
  basesLost: number[];
  /** Conquest points scored and not yet taken as resource tokens (BW-X6). */
  tokensOwed: number[];
}
