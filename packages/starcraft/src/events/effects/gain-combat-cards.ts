/** event-gain-combat-cards: draw combat cards now (the hand limit applies at step 9, right after). */
import { drawCombatCards } from "../../cards";
import type { EventEffectDef } from "../types";
import { num } from "../types";

export const eventGainCombatCards: EventEffectDef = {
  key: "event-gain-combat-cards",
  describe: "Draw combat cards (discard down to the hand limit in step 9).",
  play(d, { owner, params }) {
    drawCombatCards(d, owner, num(params.count, 1));
    return null;
  },
};
