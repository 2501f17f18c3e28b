/**
 * What a Brood War game adds to the state, kept under one optional field (`state.broodWar`) so a
 * base game's state is exactly what it was before Brood War existed (same JSON, same hashes).
 * Like every nested object of the state it is replaced, never mutated (see draft.ts).
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import type { OrderKind, StarcraftOptions, StarcraftState } from "../state";

export const BROOD_WAR = "brood-war";

/** Shared supply of guard tokens (BW-S4): a common pool, no per-player limit. */
export const GUARD_TOKEN_SUPPLY = 12;
/** Mind-control tokens per Protoss faction (BW-S4, BW-MC2). */
export const MIND_CONTROL_TOKENS = 2;

export type InstallationKind = "infested-command-center" | "overmind" | "cerebrate" | "warp-gate";

export interface Installation {
  owner: PlayerId;
  kind: InstallationKind;
  area: string;
}

export interface GuardToken {
  owner: PlayerId;
  area: string;
}

/** How often each Brood War mechanism happened in this game (public facts; `simulate --json`). */
export interface BroodWarStats {
  defendOrders: number;
  guardTokensUsed: number;
  strategicExecutions: number;
  goldRefusedPoolFull: number;
  mindControlled: number;
  installationsBuilt: number;
  assistExemptions: number;
}

export interface BroodWarState {
  /** Special Order Pool per seat: the gold orders executed this round (emptied at Regrouping). */
  pools: OrderKind[][];
  /** Gold order tokens that left the game (option Disposable Special Orders), per seat. */
  discardedGold: OrderKind[][];
  /** The Defend order was placed in this Planning Phase (once per phase), per seat. */
  defendPlaced: boolean[];
  /** Guard tokens on the board; the supply holds GUARD_TOKEN_SUPPLY minus these. */
  guards: GuardToken[];
  /** Mind-controlled units: unit id → its original owner (the controller is the unit's owner). */
  mindControlled: Record<number, PlayerId>;
  installations: Installation[];
  /**
   * Leadership cards in each seat's play area. Without Leadership cards (BW p.11, the variant
   * played until the Leadership rules exist) this is the faction's Special Victory card.
   */
  leadership: string[][];
  stats: BroodWarStats;
  /** Depleted once-per-Action-Phase Recharge sources per seat (recharge.ts); absent when none. */
  rechargeDepleted?: string[][];
  /** Present only when the Leadership cards are played (option `variants.leadershipCards`). */
  lead?: LeadershipState;
}

export interface LeadershipState {
  /** The last stage whose cards were chosen (0 before the setup choice). */
  stage: number;
  /** Every card each seat chose, in stage order (one-shot cards included). */
  chosen: string[][];
  /** How often each card was resolved in this game (public; `simulate --json`). */
  resolved: Record<string, number>;
  /** *Destiny*: nobody can win during the Regrouping of this round. */
  noWinnerRound?: number;
  /** *Tactical Mastery*: areas holding a special conquest-point token (1 CP each, as printed). */
  cpTokens?: string[];
  /** *Subtle Influence*: in the Planning Phase of `round`, the others place at most one order on `planet`. */
  influence?: { owner: PlayerId; planet: string; round: number };
  /** *The Will of the Conclave*: in the Planning Phase of `round`, `owner` places two orders a turn. */
  doubleOrders?: { owner: PlayerId; round: number; max: number };
  /** *Deathblow* / *Terran Civilization*: in `round`, `owner` may execute any order as a special `order`. */
  specialOrders?: { owner: PlayerId; round: number; order: OrderKind }[];
  /** *Covert Operations* / *Conclave Fleet*: unit types held off the board, per seat. */
  reserve?: string[][];
  /** *Subtle Planning* (event): these seats choose at the next choose step after the others' reveal. */
  chooseLast?: PlayerId[];
  /** *Return to Aiur*: `owner`'s transports cannot be destroyed in `round`. */
  protectedTransports?: { owner: PlayerId; round: number };
}

/** BW-L1: Leadership cards are played (the option); otherwise the No Leadership Cards variant. */
export function usesLeadership(s: Pick<StarcraftState, "options" | "broodWar">): boolean {
  return s.broodWar !== undefined && s.options.variants?.leadershipCards === true;
}

export function isBroodWarOptions(o: Pick<StarcraftOptions, "expansions">): boolean {
  return o.expansions?.includes(BROOD_WAR) ?? false;
}

export function isBroodWar(s: StarcraftState): boolean {
  return s.broodWar !== undefined;
}

export function emptyStats(): BroodWarStats {
  return {
    defendOrders: 0,
    guardTokensUsed: 0,
    strategicExecutions: 0,
    goldRefusedPoolFull: 0,
    mindControlled: 0,
    installationsBuilt: 0,
    assistExemptions: 0,
  };
}

export function emptyBroodWar(players: number, leadershipCards = false): BroodWarState {
  return {
    ...(leadershipCards
      ? { lead: { stage: 0, chosen: Array.from({ length: players }, () => []), resolved: {} } }
      : {}),
    pools: Array.from({ length: players }, () => []),
    discardedGold: Array.from({ length: players }, () => []),
    defendPlaced: Array.from({ length: players }, () => false),
    guards: [],
    mindControlled: {},
    installations: [],
    leadership: Array.from({ length: players }, () => []),
    stats: emptyStats(),
  };
}

/** Replace the Brood War part of a draft (nested objects are never mutated in place). */
export function patchBroodWar(d: Draft, patch: Partial<BroodWarState>): void {
  if (!d.broodWar) return;
  d.broodWar = { ...d.broodWar, ...patch };
}

/** Count one occurrence of a Brood War mechanism. */
export function countStat(d: Draft, key: keyof BroodWarStats, n = 1): void {
  if (!d.broodWar || n === 0) return;
  d.broodWar = { ...d.broodWar, stats: { ...d.broodWar.stats, [key]: d.broodWar.stats[key] + n } };
}
