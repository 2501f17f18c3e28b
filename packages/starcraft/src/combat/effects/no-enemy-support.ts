/** no-enemy-support (Optical Flare): the opponent's supporting units add nothing in this skirmish. */
import type { EffectDef } from "./types";

export const noEnemySupport: EffectDef = {
  key: "no-enemy-support",
  describe: "The opponent's supporting units add nothing to attack in this skirmish.",
  flags(ctx, side) {
    ctx.calc[side === 0 ? 1 : 0].supportZeroed = true;
  },
};
