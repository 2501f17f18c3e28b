/** stasis-field (Arbiter): both front-line units have 0 attack in this skirmish (values only; FAQ: Scourge text still applies). */
import type { EffectDef } from "./types";

export const stasisField: EffectDef = {
  key: "stasis-field",
  describe: "Both front-line units have 0 attack in this skirmish.",
  final(ctx) {
    ctx.calc[0].attack = 0;
    ctx.calc[1].attack = 0;
  },
};
