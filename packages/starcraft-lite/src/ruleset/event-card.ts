/**
 * The end of one event text in step 9 and what follows it: the card's next text, or the card is
 * done and the player's step may end. The events' movements, battles and payments come back here
 * (phases.ts, payment.ts) as well as events.ts itself, so it lives below all of them: a payment
 * opened by a text resumes the card without importing the module that opened it.
 */
import type { PlayerId } from "@koprulu/engine";
import { eventOf, STRATEGIES } from "./events-deck";
import { nextEventPlayer } from "./regrouping";
import type { LiteFrame, LiteState } from "./state";

export type EventsFrame = Extract<LiteState["frame"], { kind: "events" }>;

/** A strategy once per turn; any other card within the allowance, or free with catch-up. */
export function mayStart(s: LiteState, f: EventsFrame, p: PlayerId, card: string): boolean {
  if (STRATEGIES.includes(eventOf(card))) return !s.players[p].strategyPlayed;
  return f.played < f.allowance || f.free > 0;
}

/** Back to step 9 after an event's movement, battles or production: the card's next text. */
export function resumeEvents(d: LiteState, f: LiteFrame): void {
  d.frame = f;
  if (f.kind === "events") afterText(d, f.queue[0]);
}

/** One text is resolved: the next text of the card, or the card is done. */
export function afterText(d: LiteState, p: PlayerId): void {
  const f = d.frame as EventsFrame;
  if (!f.current) return;
  const texts = f.current.texts.slice(1);
  if (texts.length > 0 && texts.some(() => true)) {
    d.frame = { ...f, current: { ...f.current, texts } };
    return;
  }
  finishCard(d, p);
}

export function finishCard(d: LiteState, p: PlayerId): void {
  const f = d.frame as EventsFrame;
  if (f.current) d.events = { ...d.events, discard: [...d.events.discard, f.current.card] };
  d.frame = { ...f, current: null };
  // Nothing more he could play: his step ends.
  const g = d.frame as EventsFrame;
  if (!d.players[p].events.some((c) => mayStart(d, g, p, c))) nextEventPlayer(d);
}
