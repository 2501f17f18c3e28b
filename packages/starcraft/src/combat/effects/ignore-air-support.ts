/** ignore-air-support (Disruption Web): the opponent's Air Support gives no attack bonus for the rest of this battle. */
import type { EffectDef } from "./types";

export const ignoreAirSupport: EffectDef = {
  key: "ignore-air-support",
  describe: "The opponent's Air Support module gives no attack bonus in this battle.",
  flags(ctx, side) {
    const enemy = side === 0 ? 1 : 0;
    ctx.b.sides[enemy].airSupportOff = true;
    ctx.calc[enemy].airSupportNegated = true;
  },
};
