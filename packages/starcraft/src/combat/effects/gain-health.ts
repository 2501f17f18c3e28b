/** gain-health: the front line gains health. */
import type { EffectDef } from "./types";
import { num, vsMatches } from "./vs";

export const gainHealth: EffectDef = {
  key: "gain-health",
  describe: "Gain health.",
  values(ctx, side, use) {
    const enemy = ctx.calc[side === 0 ? 1 : 0].front;
    if (vsMatches(ctx.cat, use.params?.vs, enemy)) ctx.calc[side].health += num(use.params?.amount, 1);
  },
};
