/**
 * Resolving one event card for its owner: the card goes to the discard pile, or stays face up in
 * the owner's play area when its effect says so; then the effect runs. Returns the effect's first
 * decision, or null when it resolved at once.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import type { EventFrame } from "../state";
import { eventCard } from "./cards";
import { effectDef } from "./registry";

export function playEventCard(d: Draft, owner: PlayerId, card: string): EventFrame | null {
  const info = eventCard(d, card);
  const def = effectDef(info.key);
  const pl = d.players[owner];
  if (def.staysInPlay) pl.eventsInPlay = [...pl.eventsInPlay, card];
  else d.events = { ...d.events, discard: [...d.events.discard, card] };
  return def.play(d, { owner, card, params: info.params });
}
