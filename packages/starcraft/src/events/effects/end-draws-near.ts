/**
 * event-end-draws-near: must be played; the card stays face up on the table (two or more there
 * end the game after step 8, see step8.ts). Its bonus: one conquest point, or one combat card.
 * Holding several, a player puts them all on the table but takes the bonus once (step8.ts plays
 * only the first through this effect).
 */
import { drawCombatCards } from "../../cards";
import type { EventEffectDef } from "../types";

export const eventEndDrawsNear: EventEffectDef = {
  key: "event-end-draws-near",
  describe: "Must be played and stays on the table; two or more there end the game. One bonus.",
  staysInPlay: true,
  play(d, { owner, params }) {
    if (params.bonus === "draw-combat-card") drawCombatCards(d, owner, 1);
    else d.players[owner].cp += 1;
    return null;
  },
};
