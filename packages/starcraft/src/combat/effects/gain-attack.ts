/** gain-attack: the front line gains attack; with `vs` only against a front line of that movement type. */
import type { EffectDef } from "./types";
import { num, vsMatches } from "./vs";

export const gainAttack: EffectDef = {
  key: "gain-attack",
  describe: "Gain attack (optionally only vs a ground or flying front-line unit).",
  values(ctx, side, use) {
    const enemy = ctx.calc[side === 0 ? 1 : 0].front;
    if (vsMatches(ctx.cat, use.params?.vs, enemy)) ctx.calc[side].attack += num(use.params?.amount, 1);
  },
};
