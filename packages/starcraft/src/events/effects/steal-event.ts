/**
 * event-steal-event (provisional card "Informant"): take one event card another player holds in
 * this step 8 (his turn has not come yet, so the card is still in his hand) and play it at once as
 * your own. Informant keeps the thief's other held events: the FAQ rules that a stolen Versatile
 * Strategy lets the thief play a second event card that phase, which needs them. After any other
 * stolen card they are discarded as usual. The End Draws Near cannot be taken (its holder must
 * play it), nor events drawn face down for a later regrouping. The thief may decline.
 * Picks are "seat:card".
 */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftState } from "../../state";
import { isEndDrawsNear } from "../cards";
import { playEventCard } from "../play";
import type { EventEffectDef } from "../types";
import { ask } from "../types";

const KEY = "event-steal-event";

function stealable(s: StarcraftState, thief: PlayerId): string[] {
  const out: string[] = [];
  s.players.forEach((pl, q) => {
    if (q === thief || pl.eliminated || !pl.eventsSeen) return;
    for (const c of new Set(pl.events)) if (!isEndDrawsNear(s, c)) out.push(`${q}:${c}`);
  });
  return out;
}

export const eventStealEvent: EventEffectDef = {
  key: KEY,
  describe: "Take an event card another player holds this step and play it as your own.",
  keepsHeld: true,
  play: (d, ctx) => (stealable(d, ctx.owner).length > 0 ? ask(ctx, KEY, "steal") : null),
  prompt: () => "Informant: choose an event another player holds (seat:card) to take and play, or pass",
  picks: (s, f) => stealable(s, f.owner),
  mayPass: () => true,
  pick(d, f, choice) {
    const cut = choice.indexOf(":");
    const victim = d.players[Number(choice.slice(0, cut))];
    const card = choice.slice(cut + 1);
    const left = victim.events.slice();
    left.splice(left.indexOf(card), 1);
    victim.events = left;
    return playEventCard(d, f.owner, card);
  },
  pass: () => null,
};
