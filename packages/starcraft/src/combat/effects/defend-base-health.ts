/**
 * defend-base-health (Bunker): gain health when fighting in an area holding your own base. It
 * never adds to a guard token's bonus: the larger of the two counts (BW rulebook / FAQ).
 */
import type { EffectDef } from "./types";
import { num } from "./vs";

export const defendBaseHealth: EffectDef = {
  key: "defend-base-health",
  describe: "Gain health in an area holding your own base (not together with a guard token).",
  final(ctx, side, use) {
    const s = ctx.b.sides[side];
    if (!s.ownBase) return;
    const amount = num(use.params?.amount, 1);
    // The battle-wide exclusive bonus (guard token / defense event) is already in health: keep the larger.
    const already = s.healthBonus;
    if (amount > already) ctx.calc[side].health += amount - already;
  },
};
