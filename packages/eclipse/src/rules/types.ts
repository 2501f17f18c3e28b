/**
 * The Eclipse game state (issues 18, 29): plain JSON throughout. Each seat plays a species (a
 * Terran faction or one of the six aliens) whose board gives every number the rules read. Hidden parts (sector stacks, the technology bag, face-down discovery tiles, kept
 * discovery tiles, reputation tiles and the bag) are redacted by `view` and sampled by `determinize`.
 */
import type { PlayerId, RngState } from "@koprulu/engine";
import type { BattleState } from "../combat/types";
import type { HullId, ShipBlueprint } from "../content/index";

export type Resource = "money" | "science" | "materials";
export const RESOURCES: readonly Resource[] = ["money", "science", "materials"];
export type Track = "military" | "grid" | "nano";
export const TRACKS: readonly Track[] = ["military", "grid", "nano"];
export const HULLS: readonly HullId[] = ["interceptor", "cruiser", "dreadnought", "starbase"];
export type ActionKind = "explore" | "influence" | "research" | "upgrade" | "build" | "move";
export type Buildable = HullId | "orbital" | "monolith";
export const BUILDABLES: readonly Buildable[] = [...HULLS, "orbital", "monolith"];

/** The seven species boards (content `species.json`): Terrans come in six colours, aliens once each. */
export type SpeciesId = "terran" | "eridani" | "hydran" | "planta" | "draco" | "mechanema" | "orion";
export const SPECIES: readonly SpeciesId[] = [
  "terran",
  "eridani",
  "hydran",
  "planta",
  "draco",
  "mechanema",
  "orion",
];
/**
 * How seats get their species (E-S9): "random" (distinct factions, no colour twice), "choose"
 * (picked in turn order from a random first player) or one id per seat. Absent: all Terrans.
 */
export type SpeciesOption = "random" | "choose" | SpeciesId[];

export interface EclipseOptions {
  players: number;
  /** Rounds to play (9 in the rules; fewer only for quick tests). */
  rounds: number;
  species?: SpeciesOption;
}

export interface Ship {
  id: number;
  owner: PlayerId;
  hull: HullId;
}

/** A population cube on a square of a hex (index into the sector's squares, or "orbital"). */
export interface Cube {
  square: number | "orbital";
  resource: Resource;
}

export interface Hex {
  /** Axial coordinate key "q,r". */
  pos: string;
  sector: string;
  /** Clockwise rotation in sixths of a turn (0–5). */
  rotation: number;
  owner: PlayerId | null;
  cubes: Cube[];
  ships: Ship[];
  ancients: number;
  gcds: boolean;
  /** Face-down discovery tile id (hidden in views), or null. */
  discovery: string | null;
  orbital: boolean;
  monolith: boolean;
  /** Order of entry per player (a global counter), for battle order (E-C2). */
  entered: Record<string, number>;
}

export interface PlayerState {
  seat: PlayerId;
  /** The species board this seat plays ("terran" until chosen in a "choose" setup). */
  species: SpeciesId;
  /** The faction's name on its board (e.g. "Terran Union", "Orion Hegemony"); "" until chosen. */
  faction: string;
  /** "" until chosen. */
  colour: string;
  /** Home hex position; "" until the species is chosen. */
  home: string;
  money: number;
  science: number;
  materials: number;
  techs: Record<Track, string[]>;
  blueprints: Record<HullId, ShipBlueprint>;
  /** Influence discs owned in all (13 + Advanced Robotics + Quantum Grid). */
  discs: number;
  discsOnTrack: number;
  /** Discs on the action spaces this round. */
  actionDiscs: number;
  /** Cubes left on each population track (11 at most). */
  cubeTracks: Record<Resource, number>;
  graveyard: Record<Resource, number>;
  colonyShips: number;
  colonyShipsUsed: number;
  /** Reputation tile values on the track (hidden from others). */
  reputation: number[];
  /** Discovery tiles kept face down for 2 VP (hidden from others). */
  discoveriesKept: string[];
  /**
   * Ambassadors on this seat's reputation track (E-P2): each was given by a partner with one of
   * the partner's population cubes (`resource`: the track it came from). Public.
   */
  ambassadors: Ambassador[];
  /** Seats this player proposed relations to this round (one proposal per partner per round). */
  proposedTo: PlayerId[];
  passed: boolean;
}

/** An ambassador given by seat `from`, carrying one of his cubes taken from his `resource` track. */
export interface Ambassador {
  from: PlayerId;
  resource: Resource;
}

/** The step an action or phase is in: each is a small decision (E-A1..E-A6, combat, upkeep). */
export type Step =
  | { kind: "turn" }
  /** Setup with species "choose": the seats still to pick, in order (the first is deciding). */
  | { kind: "species"; order: PlayerId[] }
  /**
   * `others`: further sectors drawn with this one (Descendants of Draco see two and may place
   * either; hidden from the other seats). `explores`: explorations made in this action so far.
   */
  | { kind: "explore-place"; pos: string; sector: string; others: string[]; explores: number }
  | { kind: "explore-influence"; pos: string; explores: number }
  /** Between the explorations of one Explore action (Planta explores twice). */
  | { kind: "explore-more"; explores: number }
  /** Between the technologies of one Research action (Hydran research up to two). */
  | { kind: "research-more"; researched: number }
  /** Cubes from grey squares going back to tracks the player chooses (E-A2, QR "grau = beliebig"). */
  | { kind: "grey-cubes"; player: PlayerId; count: number; resume: Step | null }
  | { kind: "discovery"; pos: string; tile: string; resume: Step | null }
  | { kind: "discovery-part"; part: string; resume: Step | null }
  | { kind: "influence"; moves: number; flips: number; from: string | null }
  | { kind: "artifact-key"; resume: Step | null }
  | { kind: "upgrade"; placed: number; limit: number; hull: HullId | null; slot: number | null }
  | { kind: "build"; built: number; limit: number }
  | { kind: "move"; done: number; limit: number; from: string | null; hull: HullId | null }
  | { kind: "colonize" }
  /** E-P2: `partner` answers `proposer`'s offer of relations (out of turn); `resource`: the proposer's cube. */
  | { kind: "diplomacy"; proposer: PlayerId; partner: PlayerId; resource: Resource }
  | { kind: "battle"; pos: string; battle: BattleState }
  | {
      kind: "kill-cubes";
      pos: string;
      attacker: PlayerId;
      victim: PlayerId;
      kills: number;
      queue: { player: PlayerId; tiles: number }[];
    }
  | { kind: "reputation"; player: PlayerId; drawn: number[]; queue: { player: PlayerId; tiles: number }[] }
  | { kind: "claim"; player: PlayerId }
  | { kind: "upkeep-colonize"; player: PlayerId }
  | { kind: "bankrupt"; player: PlayerId };

export type Phase = "setup" | "action" | "combat" | "upkeep" | "over";

export interface EclipseState {
  options: EclipseOptions;
  round: number;
  phase: Phase;
  /** Whose turn (action phase) or who decides (the step names its player otherwise). */
  turn: PlayerId;
  startPlayer: PlayerId;
  firstPasser: PlayerId | null;
  step: Step;
  players: PlayerState[];
  hexes: Record<string, Hex>;
  /** Sector ids still in each stack, top first (hidden: views show only the sizes). */
  stacks: { inner: string[]; middle: string[]; outer: string[] };
  /** Sectors drawn and discarded (face up, out of the game). */
  discardedSectors: string[];
  /** Sectors Descendants of Draco saw and did not place (face down: only that seat sees them). */
  secretDiscards: { seat: PlayerId; sector: string }[];
  /** Technology tiles in the bag (hidden). */
  techBag: string[];
  /** Technology tiles on the supply board: id → count. */
  tray: Record<string, number>;
  /** Discovery tiles not yet placed (hidden) and those used face up (public). */
  discoveryBag: string[];
  discoveryUsed: string[];
  /** Reputation tile values in the bag (hidden). */
  reputationBag: number[];
  /** Hexes still to fight over this Combat phase, in order. */
  combatQueue: string[];
  /** Upkeep: seats still to settle, in order. */
  upkeepQueue: PlayerId[];
  nextShipId: number;
  entryCounter: number;
  /** The holder of the Traitor card (E-C14, E-X10): the last player who broke relations. Public. */
  traitor: PlayerId | null;
  /** Counters for reports. */
  stats: {
    actions: number;
    battles: number;
    explores: number;
    researches: number;
    /** Relations formed (each puts two ambassadors on the board). */
    ambassadorsExchanged: number;
    relationsBroken: number;
  };
  rng: RngState;
}

export type EclipseAction =
  | { type: "species"; species: SpeciesId }
  | { type: "explore"; pos: string }
  /** `sector` names which of the drawn sectors (Descendants of Draco only). */
  | { type: "explore-place"; rotation: number; sector?: string }
  | { type: "explore-done" }
  | { type: "research-done" }
  | { type: "grey-cube"; to: Resource }
  | { type: "explore-discard" }
  | { type: "explore-influence"; take: boolean }
  | { type: "discovery-use" }
  | { type: "discovery-keep" }
  | { type: "discovery-part"; hull: HullId; slot: number }
  | { type: "influence" }
  | { type: "influence-from"; from: string }
  | { type: "influence-to"; to: string }
  | { type: "influence-flip" }
  | { type: "influence-done" }
  | { type: "research"; tech: string }
  | { type: "artifact-key"; resource: Resource }
  | { type: "upgrade" }
  | { type: "upgrade-slot"; hull: HullId; slot: number }
  | { type: "upgrade-part"; part: string }
  | { type: "upgrade-remove" }
  | { type: "upgrade-done" }
  | { type: "build"; what: Buildable; pos: string }
  | { type: "build-start" }
  | { type: "build-done" }
  | { type: "move-start" }
  | { type: "move-ship"; from: string; hull: HullId }
  | { type: "move-to"; to: string }
  | { type: "move-done" }
  | { type: "colonize"; pos: string; square: number | "orbital"; resource: Resource }
  | { type: "colonize-done" }
  | { type: "trade"; from: Resource; to: Resource }
  | { type: "pass" }
  | { type: "diplomacy-propose"; to: PlayerId; resource: Resource }
  | { type: "diplomacy-accept"; resource: Resource }
  | { type: "diplomacy-decline" }
  | { type: "battle-attack" }
  | { type: "battle-retreat"; to: string }
  | { type: "battle-assign"; die: number; target: number }
  | { type: "battle-surrender" }
  | { type: "kill-cube"; index: number }
  | { type: "reputation-keep"; value: number }
  | { type: "reputation-discard" }
  | { type: "claim"; pos: string }
  | { type: "claim-done" }
  | { type: "bankrupt-trade"; from: Resource }
  | { type: "bankrupt-abandon"; pos: string };
