/**
 * The battle sub-game's data (contract in CONTRACT.md). Plain JSON throughout: the ruleset stores a
 * BattleState inside its own state while a hex is being fought over.
 */
import type { PlayerId, RngState } from "@koprulu/engine";
import type { ShipKind, ShipStats } from "./ships";

export interface BattleShip {
  id: number;
  /** Key into BattleInput.types, e.g. "p0:cruiser" or "ancient". */
  type: string;
  /** Damage already taken (0 for a ship that starts the battle whole). */
  damage?: number;
}

export interface BattleParty {
  /** Stable id within the battle, e.g. "p0" or "npc". */
  id: string;
  /** The seat deciding for this party; null for Ancients and the GCDS. */
  player: PlayerId | null;
  ships: BattleShip[];
  /** Order in which the party entered the hex (smaller = earlier). NPCs: 0. */
  entered: number;
  /** The party has its influence disc in the hex: it always fights last and defends (E-C2). */
  hasDisc: boolean;
  /** Adjacent hexes it may retreat to (own disc, no enemy ships, full wormhole): the ruleset works them out. */
  retreatHexes: string[];
  /** Descendants of Draco: no battle against Ancients (they share the hex). */
  coexistsWithAncients?: boolean;
}

export interface BattleInput {
  hex: string;
  /** Ship types present, with their combat statistics (blueprints as upgraded). */
  types: Record<string, ShipStats>;
  parties: BattleParty[];
}

export type ShipState = "in" | "retreating" | "retreated" | "destroyed";

export interface ShipInBattle {
  id: number;
  party: string;
  type: string;
  damage: number;
  state: ShipState;
  retreatTo?: string;
}

export interface RolledDie {
  damage: number;
  value: number;
  /** Ship id it was put on, or null while unassigned. */
  target: number | null;
}

export type Pending =
  | { kind: "activation"; party: string; type: string }
  | { kind: "assign"; party: string; type: string; missiles: boolean; dice: RolledDie[] }
  | { kind: "stalemate"; party: string };

export interface Engagement {
  attacker: string;
  defender: string;
  phase: "missiles" | "rounds";
  round: number;
  /** Activation order of this engagement: "party|type" keys. */
  order: string[];
  cursor: number;
}

export type BattleEvent =
  | { kind: "engagement"; attacker: string; defender: string }
  | { kind: "volley"; party: string; type: string; missiles: boolean; rolls: number[] }
  | { kind: "hit"; party: string; ship: number; damage: number; destroyed: boolean }
  | { kind: "retreat-start"; party: string; type: string; to: string }
  | { kind: "retreated"; party: string; type: string; to: string }
  | { kind: "stalemate"; party: string; outcome: "retreat" | "destroyed" }
  | { kind: "engagement-end"; winner: string | null };

export interface BattleState {
  hex: string;
  types: Record<string, ShipStats>;
  parties: BattleParty[];
  ships: ShipInBattle[];
  engagement: Engagement | null;
  pending: Pending | null;
  /** Ship kinds each party destroyed (reputation draws, E-C11). */
  kills: Record<string, ShipKind[]>;
  /** Parties that withdrew all their remaining ships (no participation tile, E-C11). */
  retreatedAll: string[];
  log: BattleEvent[];
  done: boolean;
  rng: RngState;
}

export type BattleAction =
  | { type: "battle-attack" }
  | { type: "battle-retreat"; to: string }
  | { type: "battle-assign"; die: number; target: number }
  | { type: "battle-surrender" };

export interface BattleResult {
  /** Parties with ships left in the hex (at most one player party, or NPCs, or one player with Draco and Ancients). */
  survivors: string[];
  destroyed: { ship: number; party: string }[];
  retreated: { ship: number; party: string; to: string }[];
  /** Damage on surviving ships (repaired at the end of the Combat phase, E-C12). */
  damage: Record<number, number>;
  /** Reputation tiles each party draws, in order of entry (provisional counts, see README). */
  reputationDraws: { party: string; tiles: number }[];
  rng: RngState;
}
