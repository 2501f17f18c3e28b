/**
 * event-draw-events: draw event cards face down. Like every drawn event they stay unseen until a
 * regrouping's step 8 — the next one, since this player's turn in the current step is over.
 */
import { drawEvent } from "../deck";
import type { EventEffectDef } from "../types";
import { num } from "../types";

export const eventDrawEvents: EventEffectDef = {
  key: "event-draw-events",
  describe: "Draw event cards face down; they are played in a later regrouping.",
  play(d, { owner, params }) {
    for (let i = num(params.count, 1); i > 0; i--) drawEvent(d, owner);
    return null;
  },
};
