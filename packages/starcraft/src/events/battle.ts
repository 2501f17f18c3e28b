/**
 * Events kept in a play area and used at the start of a battle. The rules offer them to combat
 * as start-of-battle abilities (source "event:<card>", effect = the card's key, which the combat
 * effect registry implements: combat/effects/event-*.ts); combat reports each ability used in the
 * battle's aftermath, and the used card then leaves the play area for the discard pile.
 */
import type { PlayerId } from "@koprulu/engine";
import type { AftermathEntry, StartAbilityOffer } from "../combat";
import type { Draft } from "../draft";
import type { StarcraftState } from "../state";
import { eventCard } from "./cards";

const PREFIX = "event:";

/** The start-of-battle abilities the player's events in play offer (one per distinct card). */
export function eventStartAbilities(s: StarcraftState, p: PlayerId): StartAbilityOffer[] {
  const out: StartAbilityOffer[] = [];
  for (const card of new Set(s.players[p].eventsInPlay)) {
    const info = eventCard(s, card);
    if (info.timing !== "battle-start") continue;
    out.push({ source: PREFIX + card, effect: info.key, params: info.params });
  }
  return out;
}

/** After a battle: every event card used as a start-of-battle ability is discarded. */
export function spendUsedEvents(d: Draft, aftermath: readonly AftermathEntry[]): void {
  for (const e of aftermath) {
    if (e.kind !== "start-ability-used" || typeof e.source !== "string" || !e.source.startsWith(PREFIX))
      continue;
    const card = e.source.slice(PREFIX.length);
    const pl = d.players[e.player];
    const i = pl.eventsInPlay.indexOf(card);
    if (i < 0) continue;
    const inPlay = pl.eventsInPlay.slice();
    inPlay.splice(i, 1);
    pl.eventsInPlay = inPlay;
    d.events = { ...d.events, discard: [...d.events.discard, card] };
  }
}
