/**
 * event-industrial-strategy (provisional card "Industrial Strategy"): play one more of the events
 * the player drew this round, or decline. The FAQ rules it may be used only once per Regrouping
 * Phase. A player's events are all played in his one turn of step 8, so "once per phase" means: a
 * second Industrial Strategy reached in that phase (as the extra event of the first, or after
 * another strategy) is discarded without effect. The card stays face up in the owner's play area
 * until step 8 is over — that is the "used this phase" mark, read here and cleared by step8.ts.
 */
import type { Draft } from "../../draft";
import { eventCard } from "../cards";
import type { EventEffectDef } from "../types";
import { ask } from "../types";
import { playHeldAsSecond } from "./play-extra-event";

const KEY = "event-industrial-strategy";

/** A second copy already marks this phase: move this one from the play area to the discard. */
function alreadyUsed(d: Draft, owner: number, card: string): boolean {
  const pl = d.players[owner];
  if (pl.eventsInPlay.filter((c) => eventCard(d, c).key === KEY).length <= 1) return false;
  const inPlay = pl.eventsInPlay.slice();
  inPlay.splice(inPlay.lastIndexOf(card), 1);
  pl.eventsInPlay = inPlay;
  d.events = { ...d.events, discard: [...d.events.discard, card] };
  return true;
}

export const eventIndustrialStrategy: EventEffectDef = {
  key: KEY,
  describe: "Play one more event you drew this round (only once per Regrouping Phase).",
  staysInPlay: true,
  leavesAtStepEnd: true,
  keepsHeld: true,
  play(d, ctx) {
    if (alreadyUsed(d, ctx.owner, ctx.card)) return null;
    return d.players[ctx.owner].events.length > 0 ? ask(ctx, KEY, "held") : null;
  },
  prompt: () => "Industrial Strategy: choose another of your events to play, or pass",
  picks: (s, f) => [...new Set(s.players[f.owner].events)],
  mayPass: () => true,
  pick: playHeldAsSecond,
  pass: () => null,
};
