/** gain-attack-if-supported: +attack when at least one friendly unit supports in this skirmish. */
import type { EffectDef } from "./types";
import { num } from "./vs";

export const gainAttackIfSupported: EffectDef = {
  key: "gain-attack-if-supported",
  describe: "Gain attack if at least one friendly unit supports in this skirmish.",
  values(ctx, side, use) {
    if (ctx.calc[side].supports.length > 0) ctx.calc[side].attack += num(use.params?.amount, 1);
  },
};
