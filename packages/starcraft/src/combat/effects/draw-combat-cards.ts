/** draw-combat-cards (Restoration): draw combat cards into the hand after the destroy step. */
import { drawToHand } from "../deck";
import type { EffectDef } from "./types";
import { num } from "./vs";

export const drawCombatCards: EffectDef = {
  key: "draw-combat-cards",
  describe: "Draw combat cards.",
  after(b, side, use) {
    drawToHand(b, side, num(use.params?.count, 1));
  },
};
