/**
 * gain-health-if-sufficient (Metabolic Boost): when attacking a ground front-line unit and already
 * having sufficient strength (attack ≥ enemy health), gain health. FAQ: only when attacking, only vs
 * a ground unit, only in that skirmish. Checked once all other values are known.
 */
import type { EffectDef } from "./types";
import { num } from "./vs";

export const gainHealthIfSufficient: EffectDef = {
  key: "gain-health-if-sufficient",
  describe: "Attacking a ground front line with sufficient strength: gain health.",
  final(ctx, side, use) {
    if (side !== 0) return;
    const me = ctx.calc[0];
    const enemy = ctx.calc[1];
    if (enemy.front === null || ctx.cat.units[enemy.front]?.flying) return;
    if (me.attack >= enemy.health) me.health += num(use.params?.amount, 2);
  },
};
