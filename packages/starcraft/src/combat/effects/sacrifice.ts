/** sacrifice (card ability): the front-line unit is always destroyed in the resolve step (not an attack: no splash). */
import { destroyUnit } from "../losses";
import type { EffectDef } from "./types";

export const sacrifice: EffectDef = {
  key: "sacrifice",
  describe: "The front-line unit is always destroyed in the resolve step.",
  after(b, side, _use, _card, k) {
    const id = b.skirmishes[k].front[side];
    if (id !== null) destroyUnit(b, id, "sacrifice");
  },
};
