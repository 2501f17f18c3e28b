/**
 * event-defense-bonus (start of battle, defending): your units gain health in every skirmish. It
 * does not add to a guard token: the larger bonus counts.
 */
import type { EffectDef } from "./types";
import { num } from "./vs";

export const eventDefenseBonus: EffectDef = {
  key: "event-defense-bonus",
  describe: "Defending: your units gain health in every skirmish (not together with a guard token).",
  startAllowed: (_b, side) => side === 1,
  start(b, side, params) {
    b.sides[side].healthBonus = Math.max(b.sides[side].healthBonus, num(params.amount, 2));
  },
};
