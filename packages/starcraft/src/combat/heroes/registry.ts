/**
 * The hero registry: one small HeroEffect per key of kind "hero" in the content pack's effect
 * registry (src/content/effects.ts). `hero-respawn` acts at regrouping, outside battles: combat
 * ignores it, as it ignores any key it does not know.
 */
import type { CombatCatalog } from "../catalog";
import type { BattleUnit } from "../types";
import { heroAlwaysMajor } from "./always-major";
import { heroBattleAttackBonus } from "./battle-attack-bonus";
import { heroBattleOpponentLosesGround } from "./battle-opponent-loses-ground";
import { heroDeathStrike } from "./death-strike";
import { heroGainAttack } from "./gain-attack";
import { heroGainHealth } from "./gain-health";
import { heroNoSacrifice } from "./no-sacrifice";
import type { HeroEffect, HeroParams } from "./types";
import { heroUsesCardsOf } from "./uses-cards-of";

const ALL: HeroEffect[] = [
  heroAlwaysMajor,
  heroNoSacrifice,
  heroDeathStrike,
  heroBattleOpponentLosesGround,
  heroBattleAttackBonus,
  heroUsesCardsOf,
  heroGainAttack,
  heroGainHealth,
];

export const HERO_EFFECTS: Readonly<Record<string, HeroEffect>> = Object.fromEntries(
  ALL.map((e) => [e.key, e]),
);

/** Hero keys carried out by the rules outside battles (nothing happens in combat). */
export const HERO_KEYS_OUTSIDE_COMBAT: readonly string[] = ["hero-respawn"];

/** The combat abilities of a unit: none unless it is a hero the catalog knows. */
export function heroAbilities(
  cat: CombatCatalog,
  unit: BattleUnit | null | undefined,
): { effect: HeroEffect; params: HeroParams }[] {
  const info = unit?.hero ? cat.heroes?.[unit.hero] : undefined;
  if (!info) return [];
  const out: { effect: HeroEffect; params: HeroParams }[] = [];
  for (const use of info.abilities) {
    const effect = HERO_EFFECTS[use.key];
    if (effect) out.push({ effect, params: use.params ?? {} });
  }
  return out;
}
