/**
 * event-play-extra-event: play a second event this step — the top card of the Event deck, or
 * (`fromHand`) another one of the events the player drew this round (the rest are then
 * discarded). As in the Lite variant's strategy cards, only one such "strategy" resolves per
 * turn: a second strategy reached this way is discarded without effect. The End Draws Near
 * turned up this way is played as always (face up on the table, with its bonus).
 */

import { eventCard } from "../cards";
import { drawEventFaceUp } from "../deck-top";
import type { EffectStep, EventEffectDef } from "../types";
import { ask } from "../types";

const KEY = "event-play-extra-event";

/** Play `card` as a second event of `owner`'s turn: a second strategy is discarded without effect. */
export function playSecond(
  d: Parameters<EventEffectDef["play"]>[0],
  owner: number,
  card: string,
): EffectStep {
  if (eventCard(d, card).key === KEY) {
    d.events = { ...d.events, discard: [...d.events.discard, card] };
    return null;
  }
  return { kind: "play-card", owner, card }; // played at once by events/play.ts
}

/** Play `card` from the owner's held events as a second event; the other held events are discarded. */
export const playHeldAsSecond: NonNullable<EventEffectDef["pick"]> = (d, f, card) => {
  const pl = d.players[f.owner];
  const rest = pl.events.slice();
  rest.splice(rest.indexOf(card), 1);
  d.events = { ...d.events, discard: [...d.events.discard, ...rest] };
  pl.events = [];
  pl.eventsSeen = false;
  return playSecond(d, f.owner, card);
};

export const eventPlayExtraEvent: EventEffectDef = {
  key: KEY,
  describe: "Also play another event: the top of the Event deck, or one more you drew.",
  keepsHeld: true,
  play(d, ctx) {
    const pl = d.players[ctx.owner];
    if (ctx.params.fromHand === true) return pl.events.length > 0 ? ask(ctx, KEY, "held") : null;
    // Not from hand: the other held events go now; the top card is revealed and played.
    d.events = { ...d.events, discard: [...d.events.discard, ...pl.events] };
    pl.events = [];
    pl.eventsSeen = false;
    const top = drawEventFaceUp(d);
    return top ? playSecond(d, ctx.owner, top) : null;
  },
  prompt: () => "Choose another of your events to play, or pass",
  picks: (s, f) => [...new Set(s.players[f.owner].events)],
  mayPass: () => true,
  pick: playHeldAsSecond,
  pass: () => null,
};
