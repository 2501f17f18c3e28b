/**
 * Hooks for the planning rules (event-extra-order, Swift Command): how many extra orders a
 * player may place this Planning Phase (placed after every player has placed his four), and the
 * clean-up when the phase ends (the used cards leave the play area for the discard pile).
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import type { StarcraftState } from "../state";
import { eventCard } from "./cards";

const KEY = "event-extra-order";

export function extraOrders(s: StarcraftState, p: PlayerId): number {
  return s.players[p].eventsInPlay.filter((c) => eventCard(s, c).key === KEY).length;
}

export function spendExtraOrders(d: Draft): void {
  for (const pl of d.players) {
    const used = pl.eventsInPlay.filter((c) => eventCard(d, c).key === KEY);
    if (used.length === 0) continue;
    pl.eventsInPlay = pl.eventsInPlay.filter((c) => eventCard(d, c).key !== KEY);
    d.events = { ...d.events, discard: [...d.events.discard, ...used] };
  }
}
