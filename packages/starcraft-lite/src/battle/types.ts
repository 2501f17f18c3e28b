/**
 * StarCraft Lite battle types. The first block is the contract with the Lite ruleset (issue 16):
 * it starts a battle from its board state (`LiteBattleInput`) and copies `LiteBattleResult` back,
 * like StarCraft's startBattle/battleResult. The rest is the battle state: plain JSON.
 */
import type { RngState } from "@koprulu/engine";

// ---------------------------------------------------------------- contract

export interface LiteBattleUnit {
  id: number;
  /** Unit id from the Lite content pack, e.g. "terran-marine". */
  type: string;
}

export interface LiteDestination {
  planet: string;
  area: string;
}

export interface LiteBattleSide {
  player: number;
  race: "terran" | "zerg" | "protoss";
  units: LiteBattleUnit[];
  /** Unit types this player has upgraded (Technology phase). */
  upgrades: string[];
  /** Module ids this player owns. */
  modules: string[];
  /** A base of this player stands in the contested area (defending a base; Repair; Lift-off). */
  baseInArea: boolean;
  /** This player has a base somewhere on the battle's planet (Comsat Station, Nuke). */
  baseOnPlanet: boolean;
  /** The planet's once-per-turn nuke has not been fired yet this turn. */
  nukeAvailable: boolean;
  /** Available workers (Repair sends them to unavailable; Consume destroys them). */
  workers: number;
  /** Friendly or empty areas of the planet a cloaked unit that missed may withdraw to. */
  withdrawAreas: string[];
  /** Where this side may retreat at step 11 (attacker: the base game's failed-attack rule; defender: same planet). */
  retreatDestinations: LiteDestination[];
  /** Areas a lifting-off base may go to (same planet, friendly or empty, no base: A22). */
  liftOffAreas: string[];
  /** Areas holding one of this player's Arbiters (Recall). */
  recallAreas: string[];
  /** Nydus Canal: this player's units elsewhere on the planet that may join when defending a base. */
  nydusUnits?: (LiteBattleUnit & { area: string })[];
}

export interface LiteBattleInput {
  planet: string;
  area: string;
  attacker: LiteBattleSide;
  defender: LiteBattleSide;
}

export interface LiteBattleResult {
  /** 0 = the attacker holds the area, 1 = the defender, null = nobody is left in it. */
  winner: 0 | 1 | null;
  attackerWon: boolean;
  destroyed: number[];
  withdrawn: { unit: number; area: string }[];
  retreated: { unit: number; planet: string; area: string }[];
  /** Units saved by Repair: alive, out of the fight; they stay with (or retreat with) their army. */
  repaired: number[];
  /** Nydus Canal units that joined the battle (from their area into the contested area). */
  joined: { unit: number; from: string }[];
  /** Per player: workers sent to unavailable (Repair) and workers destroyed (Consume). */
  workersUnavailable: Record<number, number>;
  workersDestroyed: Record<number, number>;
  /** Effects the ruleset applies: "nuke-fired" {player}, "lift-off" {player, to}, "lift-off-cp" {player, cp}. */
  aftermath: { kind: string; player: number; [k: string]: unknown }[];
  rounds: number;
  rng: RngState;
}

// ---------------------------------------------------------------- state

export type SideIndex = 0 | 1;

/** The battle between rounds: who is still fighting. Attacker = side 0. */
export interface Position {
  units: [LiteBattleUnit[], LiteBattleUnit[]];
  repaired: [number[], number[]];
  workers: [number, number];
  nukeUsed: [boolean, boolean];
}

/** An answer to a choice: a unit id, an area/destination key, or null (pass). */
export type Answer = number | string | null;

export type ChoiceKind =
  | "nydus"
  | "ability"
  | "recall"
  | "target"
  | "withdraw"
  | "splash"
  | "repair"
  | "retreat";

/** One small decision; `options` lists every legal answer (null = pass, when allowed). */
export interface ChoiceRequest {
  kind: ChoiceKind;
  side: SideIndex;
  options: Answer[];
  /** The unit acting (ability user, hitter, withdrawing unit). */
  unit?: number;
  /** ability: which one ("defense-matrix", "dark-swarm", "consume", "hallucination", "lockdown", "stasis-field"). */
  ability?: string;
  /** target: combat step 3 (cloaked first strike) or 5. */
  step?: 3 | 5;
  /** splash: points left per kind when the choice is asked. */
  pool?: SplashPool;
}

export interface SplashPool {
  biological: number;
  flyingOnly: number;
  any: number;
  groundOnly: number;
}

export type LiteBattleAction = { type: `lite-${ChoiceKind}`; choice: Answer };

export interface RoundReport {
  round: number;
  /** Die faces per unit id (a unit that does not roll is absent). */
  dice: Record<string, number[]>;
  targetNumber: [number, number];
  emp: boolean;
  abilities: { side: SideIndex; unit: number; ability: string; target: number }[];
  strikes: { side: SideIndex; unit: number; target: number; step: 3 | 5 }[];
  splash: [SplashPool, SplashPool];
  destroyed: number[];
  withdrawn: { unit: number; area: string }[];
  repaired: number[];
  recalled: { side: SideIndex; area: string } | null;
}

export type BattlePhase = "nydus" | "round" | "retreat" | "leave" | "done";

export interface LiteBattleState {
  kind: "starcraft-lite-battle";
  input: LiteBattleInput;
  position: Position;
  phase: BattlePhase;
  round: number;
  /** The current phase's dice and answers so far (a phase is replayed from its tape). */
  tape: { dice: Record<string, number[]> | null; answers: Answer[] };
  pending: ChoiceRequest | null;
  reports: RoundReport[];
  /** Running record for the result. */
  log: {
    destroyed: number[];
    withdrawn: { unit: number; area: string }[];
    repaired: number[];
    retreated: { unit: number; planet: string; area: string }[];
    joined: { unit: number; from: string }[];
    workersUnavailable: [number, number];
    workersDestroyed: [number, number];
    aftermath: { kind: string; player: number; [k: string]: unknown }[];
    /** Side that left the area by retreat or recall. */
    left: [boolean, boolean];
  };
  result: LiteBattleResult | null;
  rng: RngState;
}
