/**
 * event-extra-order (Swift Command): in the next Planning Phase the player places one order more
 * than the usual four, after everyone else has placed his (it is placed last). The card stays
 * face up in the play area until that Planning Phase is over; the planning rules ask
 * `extraOrders` how many orders a player may add and call `spendExtraOrders` when planning ends
 * (events/extra-orders.ts).
 */
import type { EventEffectDef } from "../types";

export const eventExtraOrder: EventEffectDef = {
  key: "event-extra-order",
  describe: "Kept in play; place one extra order, last, in the next Planning Phase.",
  staysInPlay: true,
  play: () => null,
};
