/**
 * event-steal-event (provisional card "Informant"): take one event card another player holds in
 * this step 8 (his turn has not come yet, so the card is still in his hand) and play it at once as
 * your own. Informant keeps the thief's other held events: the FAQ rules that a stolen Versatile
 * Strategy lets the thief play a second event card that phase, which needs them. After any other
 * stolen card they are discarded as usual. The End Draws Near cannot be taken (its holder must
 * play it), nor events drawn face down for a later regrouping. The thief may decline.
 *
 * The other players' events are face down to the thief, so a pick names only what he may know:
 * "seat:position", a position among that seat's held events (0 = first). Ruling (provisional,
 * like the card): a pick that turns out to be The End Draws Near takes nothing — the card stays
 * with its holder, who must play it — and Informant is spent. Naming cards in the picks would
 * tell a bot the hidden cards, and a determinized state would offer other picks.
 * Team Play (provisional "partners never fight"): the partner's events are not offered.
 */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftState } from "../../state";
import { isOpponent } from "../../variants/teams";
import { isEndDrawsNear } from "../cards";
import type { EventEffectDef } from "../types";
import { ask } from "../types";

const KEY = "event-steal-event";

/** Every position of every opponent's events held this step (their turn has not come). */
function stealable(s: StarcraftState, thief: PlayerId): string[] {
  const out: string[] = [];
  s.players.forEach((pl, q) => {
    if (!isOpponent(s, thief, q) || pl.eliminated || !pl.eventsSeen) return;
    for (let i = 0; i < pl.events.length; i++) out.push(`${q}:${i}`);
  });
  return out;
}

export const eventStealEvent: EventEffectDef = {
  key: KEY,
  describe: "Take an event card another player holds this step and play it as your own.",
  keepsHeld: true,
  play: (d, ctx) => (stealable(d, ctx.owner).length > 0 ? ask(ctx, KEY, "steal") : null),
  prompt: () =>
    "Informant: choose a face-down event another player holds (seat:position) to take and play, or pass",
  picks: (s, f) => stealable(s, f.owner),
  mayPass: () => true,
  pick(d, f, choice) {
    const cut = choice.indexOf(":");
    const victim = d.players[Number(choice.slice(0, cut))];
    const at = Number(choice.slice(cut + 1));
    const card = victim.events[at];
    if (isEndDrawsNear(d, card)) return null; // stays with its holder, who must play it
    const left = victim.events.slice();
    left.splice(at, 1);
    victim.events = left;
    // A victim left with nothing has no turn in this step: his look at his events ends here.
    if (left.length === 0) victim.eventsSeen = false;
    return { kind: "play-card", owner: f.owner, card }; // played at once by events/play.ts
  },
  pass: () => null,
};
