/** detector: this side counts as having a detector in the skirmish (cancels enemy cloaking there). */
import type { EffectDef } from "./types";

export const detector: EffectDef = {
  key: "detector",
  describe: "This side has a detector in this skirmish.",
  flags(ctx, side) {
    ctx.calc[side].detect = true;
  },
};
