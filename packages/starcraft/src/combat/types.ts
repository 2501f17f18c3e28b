/**
 * Battle sub-game types. The first block is the contract with the StarCraft rules
 * (packages/starcraft/src/combat/CONTRACT.md): names there are fixed, optional fields may be added.
 * The second block is the battle state itself: plain JSON, owned by combat.
 */
import type { PlayerId, RngState } from "@koprulu/engine";

// ---------------------------------------------------------------- contract

export interface BattleUnit {
  id: number;
  /** Unit id from the content pack, e.g. "terran-marine". */
  type: string;
  /** Hero id (Brood War) when this figure is a hero: immune to splash, mind control and unit-destroying technologies. */
  hero?: string;
  /**
   * Brood War (BW-MC3): a unit held by mind control names its original owner. In the front line
   * its combat card is the top card of that owner's combat deck (battle-place `card: "original-top"`).
   */
  originalOwner?: PlayerId;
}

/** A combat deck of a player outside the battle (the original owner of a mind-controlled unit). */
export interface OutsideDeck {
  player: PlayerId;
  deck: string[];
  discard: string[];
}

/** A start-of-battle ability offered by the rules (event card in play, leadership card, guard token, …). */
export interface StartAbilityOffer {
  /** Where it comes from, echoed in the aftermath so the rules can discard/flip it, e.g. "event:flawless-defense". */
  source: string;
  /** Effect key in the combat effect registry (see effects/registry.ts), e.g. "health-bonus". */
  effect: string;
  params?: Record<string, unknown>;
}

export interface RetreatDestination {
  planet: string;
  area: string;
  /** How many more units fit there (unit limit minus units present). Absent = no limit known. */
  room?: number;
}

export interface BattleSide {
  player: PlayerId;
  faction: string;
  units: BattleUnit[];
  hand: string[];
  deck: string[];
  discard: string[];
  technologies: string[];
  airSupport: boolean;
  withdrawAreas: string[];
  retreatDestinations: RetreatDestination[];
  /** Optional: room left in each withdraw area (absent = unlimited). */
  withdrawRoom?: Record<string, number>;
  /** Optional: start-of-battle abilities the rules make available (events, leadership, …). */
  startAbilities?: StartAbilityOffer[];
  /** Optional: this side has a base in the contested area (Bunker-style cards, nuclear strike on a base). */
  ownBase?: boolean;
  /** Optional (Brood War): a guard token protects this side's units when defending (+2 health, not cumulative). */
  guardToken?: boolean;
  /** Optional (Brood War): this side owns the Defensive module (used when defending). */
  defensiveModule?: boolean;
  /** Optional (Brood War): free mind-control tokens (absent = no limit); a steal needs one. */
  mindControlTokens?: number;
  /** Optional (Brood War): once-per-Action-Phase Recharge sources already depleted ("card:<id>"). */
  rechargeDepleted?: string[];
}

export interface BattleInput {
  planet: string;
  area: string;
  unitLimit: number;
  attacker: BattleSide;
  defender: BattleSide;
  goldMobilize: boolean;
  stage: 1 | 2 | 3;
  /** Which combat catalog to use: "starcraft" (base game, the default), "starcraft+brood-war", or one registered with registerCatalog. */
  catalog?: string;
  /**
   * Optional (Brood War, BW-MC3): the combat decks of original owners of mind-controlled units in
   * the area who are neither attacker nor defender. Their decks and discards come back in the result.
   */
  outsideDecks?: OutsideDeck[];
}

export interface AftermathEntry {
  kind: string;
  player: PlayerId;
  [k: string]: unknown;
}

export interface BattleResult {
  attackerWon: boolean;
  destroyed: number[];
  withdrawn: { unit: number; area: string }[];
  retreated: { unit: number; planet: string; area: string }[];
  hands: Record<PlayerId, string[]>;
  decks: Record<PlayerId, string[]>;
  discards: Record<PlayerId, string[]>;
  techReturned: string[];
  aftermath: AftermathEntry[];
  rng: RngState;
}

// ---------------------------------------------------------------- state

/** 0 = attacker, 1 = defender. */
export type SideIndex = 0 | 1;

export interface SideState {
  player: PlayerId;
  faction: string;
  /** Units still in the contested area (alive, not withdrawn, not retreated). */
  units: BattleUnit[];
  hand: string[];
  deck: string[];
  discard: string[];
  technologies: string[];
  airSupport: boolean;
  withdrawAreas: string[];
  withdrawRoom: Record<string, number> | null;
  retreatDestinations: RetreatDestination[];
  startAbilities: StartAbilityOffer[];
  /** Battle-wide health bonus from start-of-battle abilities (they do not add up: the highest counts). */
  healthBonus: number;
  ownBase: boolean;
  guardToken: boolean;
  /** This side's Air Support gives no attack bonus for the rest of the battle (Disruption Web). */
  airSupportOff: boolean;
  /** This side's placed combat cards are face up for the opponent (event). */
  placesFaceUp: boolean;
  defensiveModule: boolean;
  /** Free mind-control tokens (Brood War); absent = no limit. */
  mindControlTokens?: number;
  /** Depleted once-per-Action-Phase Recharge sources (recharge.ts); absent = none. */
  rechargeDepleted?: string[];
}

export interface PlacedCards {
  /** Normal combat card id; null while face down and blind until revealed (see blindPending). */
  combat: string | null;
  /** True when the combat card is the unseen top card of the deck. */
  blind: boolean;
  reinforcement: string | null;
  /**
   * Optional (Brood War, BW-MC3): the combat card was drawn blind from this player's deck (the
   * original owner of the mind-controlled front-line unit); it goes back to his discard pile.
   */
  deckOwner?: PlayerId;
}

/** What the public learns when a skirmish is resolved. */
export interface SkirmishReport {
  /** Final cards used (after replacement of reinforcement cards drawn blind). */
  combat: [string | null, string | null];
  reinforcement: [string | null, string | null];
  /** Cards discarded while revealing (reinforcements found in the combat slot). */
  replaced: [string[], string[]];
  canceled: string[];
  attack: [number, number];
  health: [number, number];
  /** Side whose attack destroyed or withdrew at least one unit of the other side. */
  hit: [boolean, boolean];
  splashTriggered: string[];
}

export interface Skirmish {
  /** Front-line unit id per side (null only while pairing). */
  front: [number | null, number | null];
  support: [number[], number[]];
  cards: [PlacedCards | null, PlacedCards | null];
  resolved: boolean;
  report: SkirmishReport | null;
}

/** A unit loss (or withdrawal) waiting for its owner's choice or for automatic resolution. */
export interface LossTodo {
  kind: "loss";
  /** Side that loses a unit. */
  side: SideIndex;
  /** Side that picks the unit (default: the losing side). */
  chooser?: SideIndex;
  /**
   * Unit ids; negative ids are non-unit choices handed to the rules in the aftermath:
   * BASE_CHOICE (-1) = the side's base in the area, WORKER_CHOICE (-2) = one of its workers.
   */
  candidates: number[];
  /** "attack": killed by attack value (cloaking may withdraw), "effect": by a card ability, "splash": splash damage. */
  cause: "attack" | "effect" | "splash";
  /** True when cloaked candidates may withdraw instead of dying (no enemy detector in the skirmish). */
  mayWithdraw: boolean;
  /** Card that caused it (for reports and splash triggers). */
  source: string | null;
}

export interface WithdrawTodo {
  kind: "withdraw";
  side: SideIndex;
  unit: number;
}

export type Todo = LossTodo | WithdrawTodo;

export type BattlePhase =
  | "start-ability"
  | "guard"
  | "assist-front"
  | "pair"
  | "support"
  | "defensive"
  | "cards"
  | "choose-skirmish"
  | "skirmish-todo"
  | "splash"
  | "retreat-select"
  | "retreat"
  | "retreat-loss"
  | "done";

export interface SplashHeld {
  /** Side whose card it is (the other side loses units). */
  side: SideIndex;
  card: string;
  /** "ground" | "air" | "any" */
  kind: "ground" | "air" | "any";
  /** Only these unit types may be destroyed (empty = all of the kind). */
  only: string[];
  /** Optional: the card came from this player's deck (BW-MC3) and is discarded there. */
  deckOwner?: PlayerId;
}

export interface RetreatPlan {
  side: SideIndex;
  /** Units that must leave. */
  units: number[];
  /** How many units must still be picked (over-limit attacker). */
  toSelect: number;
  destination: RetreatDestination | null;
  /** How many of the retreating units must be destroyed for lack of room. */
  toDestroy: number;
  /** Only areas of the battle's planet are destinations (no transport to another planet): Retreat event. */
  samePlanet?: boolean;
  /** The selected units are destroyed instead of retreating (Retreat event: the attacker's excess). */
  destroySelected?: boolean;
}

/** Continuation of a skirmish whose resolution waits for players' choices. */
export interface Resolving {
  step: "destroy" | "after" | "finish";
  /** Side whose attack destroyed or withdrew an enemy unit (splash trigger). */
  hit: [boolean, boolean];
  /** Front-line units cloaked for this skirmish (keyword or card). */
  cloaked: number[];
  /** Abilities to run after the destroy step, per side. */
  after: [
    { key: string; params?: Record<string, unknown>; card: string }[],
    { key: string; params?: Record<string, unknown>; card: string }[],
  ];
  /** Splash cards of each side, held if that side's attack hit. */
  splash: [Omit<SplashHeld, "side">[], Omit<SplashHeld, "side">[]];
  /** Cards to discard at the end of the skirmish, per side. */
  used: [string[], string[]];
  /** Front line whose destruction does not trigger enemy splash. */
  noEnemySplash: [boolean, boolean];
  /** Each side had a detector in the skirmish (cloaked enemies cannot withdraw from its effects). */
  detect: [boolean, boolean];
  /**
   * Optional: front-line units that die by their Sacrifice keyword after the destroy step, decided
   * when the values are computed (a target destroyed first does not spare them).
   */
  sacrifices?: number[];
}

export interface BattleState {
  v: 1;
  catalog: string;
  planet: string;
  area: string;
  unitLimit: number;
  goldMobilize: boolean;
  stage: 1 | 2 | 3;
  sides: [SideState, SideState];
  phase: BattlePhase;
  /** Whose turn it is in the start-of-battle step / support / cards (side index). */
  turn: SideIndex;
  skirmishes: Skirmish[];
  /** Index of the skirmish being resolved (phase skirmish-todo). */
  current: number;
  /** A start-of-battle event canceled the battle: no cards are drawn and no skirmish is fought. */
  canceled: boolean;
  /**
   * Optional: the defender's Retreat event canceled the battle; in step 9 the defender retreats
   * instead of the attacker (see retreat.ts). Absent in every other battle.
   */
  defenderRetreats?: boolean;
  /** Optional: the heroes' start-of-battle abilities have acted (absent until then). */
  heroesStarted?: boolean;
  /** Optional (Brood War, BW-MC3): decks of original owners outside the battle (hidden like any deck). */
  outside?: OutsideDeck[];
  /**
   * Optional (Brood War): the defender's guard token in the area. "ask" until he decides, after
   * the start-of-battle step (so he knows the other health bonuses, which do not add up with it),
   * then "used" or "kept". Absent when he has none.
   */
  guard?: "ask" | "used" | "kept";
  /** Side that places its combat cards first (the attacker, unless an event says otherwise). */
  firstPlacer: SideIndex;
  /** Cards shown to one side only (revealed hands): the view shows them to that side alone. */
  shown: { to: SideIndex; owner: SideIndex; cards: string[] }[];
  /** Work in progress of the skirmish being resolved (null otherwise). */
  resolving: Resolving | null;
  /** Start-of-battle step: which sides have used or passed their ability. */
  startDone: [boolean, boolean];
  todo: Todo[];
  splash: SplashHeld[];
  retreat: RetreatPlan[];
  destroyed: number[];
  withdrawn: { unit: number; area: string }[];
  retreated: { unit: number; planet: string; area: string }[];
  /**
   * Where this battle has sent units so far (withdrawn or retreated), by side: a later retreat or
   * withdrawal goes to a friendly or empty area within its limit, so it must count these.
   * Absent until the first such move.
   */
  arrivals?: { side: SideIndex; area: string }[];
  techReturned: string[];
  aftermath: AftermathEntry[];
  /** Public log of what happened, in plain words with data. */
  log: { event: string; [k: string]: unknown }[];
  rng: RngState;
}

// ---------------------------------------------------------------- actions

export type BattleAction =
  | { type: "battle-start-ability"; ability: number; target?: number }
  | { type: "battle-pass" }
  | { type: "battle-guard-token"; use: boolean }
  | { type: "battle-defensive-swap"; a: number; b: number }
  | { type: "battle-assist-front"; unit: number }
  | { type: "battle-pair"; attacker: number; defender: number }
  | { type: "battle-support"; unit: number; skirmish: number }
  | {
      type: "battle-place";
      skirmish: number;
      /** A card in hand, "top" (own deck, blind), or "original-top" (mind control, BW-MC3). */
      card: string | "top" | "original-top";
      reinforcement?: string | null;
    }
  | { type: "battle-resolve"; skirmish: number }
  | { type: "battle-lose"; unit: number }
  | { type: "battle-withdraw"; area: string }
  | { type: "battle-retreat-select"; unit: number }
  | { type: "battle-retreat"; planet: string; area: string }
  | { type: "battle-retreat-lose"; unit: number };

export const BASE_CHOICE = -1;
export const WORKER_CHOICE = -2;
