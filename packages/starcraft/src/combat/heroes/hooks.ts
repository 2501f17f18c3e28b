/**
 * Where the battle steps ask the heroes: which cards picture a front-line hero, major values,
 * the Sacrifice keyword, skirmish bonuses, the start of the battle and a hero's destruction.
 * Heroes' immunities (splash, mind control, unit-destroying technologies) stay where those
 * effects choose their victims.
 */
import type { CombatCatalog } from "../catalog";
import type { BattleState, BattleUnit, SideIndex } from "../types";
import { heroAbilities } from "./registry";
import type { HeroBonus } from "./types";

/** Unit types a card may picture to count as picturing this front-line unit (its own type first). */
export function picturedTypes(cat: CombatCatalog, unit: BattleUnit | null | undefined): string[] {
  if (!unit) return [];
  const out = [unit.type];
  for (const { effect, params } of heroAbilities(cat, unit))
    for (const t of effect.picturedAs?.(params) ?? []) if (!out.includes(t)) out.push(t);
  return out;
}

export function usesMajorAlways(cat: CombatCatalog, unit: BattleUnit | null | undefined): boolean {
  return heroAbilities(cat, unit).some(({ effect }) => effect.alwaysMajor === true);
}

export function ignoresSacrifice(cat: CombatCatalog, unit: BattleUnit | null | undefined): boolean {
  return heroAbilities(cat, unit).some(({ effect }) => effect.noSacrifice === true);
}

/** Bonuses of `side`'s heroes in the area for a skirmish whose front line is `frontId`. */
export function heroBonus(
  b: BattleState,
  cat: CombatCatalog,
  side: SideIndex,
  frontId: number | null,
): HeroBonus {
  const into: HeroBonus = { attack: 0, health: 0 };
  for (const unit of b.sides[side].units) {
    if (!unit.hero) continue;
    for (const { effect, params } of heroAbilities(cat, unit))
      effect.bonus?.(params, unit.id === frontId, into);
  }
  return into;
}

/** Start-of-battle hero abilities, attacker's heroes first. */
export function startHeroes(b: BattleState, cat: CombatCatalog): void {
  for (const side of [0, 1] as const) {
    for (const unit of [...b.sides[side].units]) {
      for (const { effect, params } of heroAbilities(cat, unit)) effect.battleStart?.(b, side, unit, params);
    }
  }
}

/** A destroyed unit: when it was a hero, its when-destroyed abilities act. */
export function heroDestroyed(b: BattleState, cat: CombatCatalog, side: SideIndex, unit: BattleUnit): void {
  for (const { effect, params } of heroAbilities(cat, unit)) effect.destroyed?.(b, side, unit, params);
}
