/**
 * The hero registry's vocabulary. A Brood War hero (BattleUnit.hero) carries abilities of kind
 * "hero" in the content pack; each key names one small HeroEffect here. Unlike card abilities
 * they need no card: they act whenever the hero is in the battle, at the moments below.
 */
import type { BattleState, BattleUnit, SideIndex } from "../types";

export type HeroParams = Record<string, unknown>;

/** Permanent bonuses a hero gives in one skirmish. */
export interface HeroBonus {
  attack: number;
  /** Health bonus: it does not add to the side's battle-wide health bonus (guard token, events). */
  health: number;
}

export interface HeroEffect {
  key: string;
  /** Plain words for the UI and docs. */
  describe: string;
  /** Unit types whose combat cards count as picturing the hero when it is the front line. */
  picturedAs?(params: HeroParams): string[];
  /** The front-line hero's combat card gives its major values even when it does not picture it. */
  alwaysMajor?: true;
  /** The hero does not have its unit type's Sacrifice keyword. */
  noSacrifice?: true;
  /**
   * Bonuses in a skirmish of the hero's side while the hero is in the area; `front` tells whether
   * the hero is the front-line unit of that skirmish. Added to `into`.
   */
  bonus?(params: HeroParams, front: boolean, into: HeroBonus): void;
  /** At the start of the battle (after the start-of-battle abilities, before cards are drawn). */
  battleStart?(b: BattleState, side: SideIndex, hero: BattleUnit, params: HeroParams): void;
  /** The hero was destroyed (by attack, an ability, or a retreat with no room or destination). */
  destroyed?(b: BattleState, side: SideIndex, hero: BattleUnit, params: HeroParams): void;
}
