/**
 * Brood War guard token (BW p.9, FAQ p.3, EN §5): at the start of a battle in its area the
 * defender MAY discard it for +2 health in every skirmish. It is not a start-of-battle ability
 * (it does not use up his one ability), and it does not add to other health bonuses (Defensive
 * Matrix, a base-defence card, a hero's health, another token): the largest counts. He is asked
 * after both sides' start-of-battle abilities, so he knows whether another bonus already covers
 * him; a canceled battle never asks. A kept token stays in the area for a later battle.
 */
import type { BattleAction, BattleState } from "./types";

export const GUARD_HEALTH = 2;

export function guardActions(): BattleAction[] {
  return [
    { type: "battle-guard-token", use: true },
    { type: "battle-guard-token", use: false },
  ];
}

export function decideGuard(b: BattleState, use: boolean): void {
  const def = b.sides[1];
  b.guard = use ? "used" : "kept";
  b.log.push({ event: use ? "guard-token-used" : "guard-token-kept", side: 1 });
  if (!use) return;
  def.healthBonus = Math.max(def.healthBonus, GUARD_HEALTH);
  b.aftermath.push({ kind: "guard-token-used", player: def.player, planet: b.planet, area: b.area });
}
