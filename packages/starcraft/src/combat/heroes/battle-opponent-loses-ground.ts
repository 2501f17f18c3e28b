/**
 * hero-battle-opponent-loses-ground (Zeratul): at the start of each battle he fights in, the
 * opponent destroys one of his own ground units (the opponent's choice, a `battle-lose` decision).
 * Readings (provisional text): it happens once the start-of-battle abilities are done and before
 * cards are drawn, so a battle canceled at its start is not fought and costs nothing; cloaking does
 * not save the unit (FAQ: no withdrawal from destruction before the skirmishes); heroes can only be
 * destroyed by attack values or a failed retreat, so an enemy hero is never a candidate.
 */
import { catalogOf, other, unitInfo } from "../util";
import type { HeroEffect } from "./types";

export const heroBattleOpponentLosesGround: HeroEffect = {
  key: "hero-battle-opponent-loses-ground",
  describe: "At the start of each battle it fights in, the opponent destroys one of his ground units.",
  battleStart(b, side, hero) {
    const cat = catalogOf(b);
    const enemy = other(side);
    const candidates = b.sides[enemy].units
      .filter((u) => !u.hero && !unitInfo(cat, u.type).flying)
      .map((u) => u.id);
    if (candidates.length === 0) return;
    b.todo.push({
      kind: "loss",
      side: enemy,
      candidates,
      cause: "effect",
      mayWithdraw: false,
      source: `hero:${hero.hero}`,
    });
  },
};
