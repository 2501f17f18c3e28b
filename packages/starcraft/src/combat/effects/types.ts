/**
 * The effect registry's vocabulary. A card ability is `{ key, params, units }` in the content pack;
 * the key names one small function here. A function may act at several moments of a skirmish
 * (cancel, flags, values, final, after) or at the start of a battle.
 */
import type { CardInfo, CombatCatalog, EffectUse } from "../catalog";
import type { BattleState, SideIndex, SplashHeld } from "../types";

/** Per-side working values of the skirmish being resolved. */
export interface SideCalc {
  attack: number;
  health: number;
  /** Front-line unit type (null when the side has none). */
  front: string | null;
  frontId: number | null;
  /** Unit types whose cards picture the front line: its own type, plus any a hero uses as its own. */
  pictured: string[];
  /** Own supporting unit ids and types. */
  supports: { id: number; type: string }[];
  /** The front-line unit is cloaked (keyword or granted by a card). */
  cloaked: boolean;
  /** This side has a detector in the skirmish. */
  detect: boolean;
  /** Splash cards of this side that would trigger if its attack destroys an enemy unit. */
  splash: Omit<SplashHeld, "side">[];
  /** Destroying this side's front line does not trigger enemy splash (Scourge errata). */
  noEnemySplash: boolean;
  /** This side's supporting units add nothing (set by an enemy card). */
  supportZeroed: boolean;
  /** This side's Air Support +1 is ignored (set by an enemy card). */
  airSupportNegated: boolean;
  /** Enemy unit types that cannot destroy this side's front line (Dark Swarm style). */
  shieldedFrom: string[];
}

export interface SkirmishCtx {
  b: BattleState;
  cat: CombatCatalog;
  skirmish: number;
  calc: [SideCalc, SideCalc];
  /** Cards in play per side: the normal combat card and the (valid) reinforcement. */
  cards: [
    { combat: CardInfo | null; reinforcement: CardInfo | null },
    { combat: CardInfo | null; reinforcement: CardInfo | null },
  ];
  /** Card ids canceled so far (their abilities are skipped; canceled cards are discarded). */
  canceled: string[];
}

export interface EffectDef {
  key: string;
  /** Plain words for the UI and docs. */
  describe: string;
  cancel?(ctx: SkirmishCtx, side: SideIndex, use: EffectUse, card: CardInfo): void;
  flags?(ctx: SkirmishCtx, side: SideIndex, use: EffectUse, card: CardInfo): void;
  values?(ctx: SkirmishCtx, side: SideIndex, use: EffectUse, card: CardInfo): void;
  /** After all values are known (conditions on "sufficient strength"). */
  final?(ctx: SkirmishCtx, side: SideIndex, use: EffectUse, card: CardInfo): void;
  /** After the destroy step (units destroyed by the ability itself, draws, …). */
  after?(b: BattleState, side: SideIndex, use: EffectUse, card: string, skirmish: number): void;
  /** Start-of-battle ability (from a technology, an event card or another offer). */
  start?(b: BattleState, side: SideIndex, params: Record<string, unknown>, source: string): void;
  /** True when the start ability may be offered now (e.g. "when defending"). */
  startAllowed?(b: BattleState, side: SideIndex, params: Record<string, unknown>): boolean;
}
