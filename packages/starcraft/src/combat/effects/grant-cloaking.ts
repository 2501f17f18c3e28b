/** grant-cloaking (Cloaking Field, Burrow): the front-line unit has Cloaking in this skirmish. */
import type { EffectDef } from "./types";

export const grantCloaking: EffectDef = {
  key: "grant-cloaking",
  describe: "The front-line unit has Cloaking for this skirmish.",
  flags(ctx, side) {
    if (ctx.calc[side].front !== null) ctx.calc[side].cloaked = true;
  },
};
