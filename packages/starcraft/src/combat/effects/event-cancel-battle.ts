/**
 * event-cancel-battle (start of battle, defending): the battle is canceled before any card is drawn.
 * Both sides keep their units in the area, so step 9 applies as when both sides are left: the
 * attacker retreats (provisional reading: the event text is not known exactly).
 */
import type { EffectDef } from "./types";

export const eventCancelBattle: EffectDef = {
  key: "event-cancel-battle",
  describe: "Defending: cancel the battle before any card is drawn; the attacker retreats.",
  startAllowed: (_b, side) => side === 1,
  start(b, side) {
    b.canceled = true;
    b.log.push({ event: "battle-canceled", side });
  },
};
