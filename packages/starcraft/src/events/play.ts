/**
 * Resolving one event card for its owner: the card goes to the discard pile, or stays face up in
 * the owner's play area when its effect says so; then the effect runs. Returns the effect's first
 * decision, or null when it resolved at once. A card the effect asks to play in turn (PlayCard,
 * events/types.ts) is played here, at once, as the effect's last act.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import type { EventFrame } from "../state";
import { eventCard } from "./cards";
import { effectDef } from "./registry";
import type { EffectStep } from "./types";

export function playEventCard(d: Draft, owner: PlayerId, card: string): EventFrame | null {
  const info = eventCard(d, card);
  const def = effectDef(info.key);
  const pl = d.players[owner];
  if (def.staysInPlay) pl.eventsInPlay = [...pl.eventsInPlay, card];
  else d.events = { ...d.events, discard: [...d.events.discard, card] };
  return resolveEffectStep(d, def.play(d, { owner, card, params: info.params }));
}

/** An effect's step as step 8 takes it: a decision, or nothing left — any card it asked for played. */
export function resolveEffectStep(d: Draft, step: EffectStep): EventFrame | null {
  if (step?.kind === "play-card") return playEventCard(d, step.owner, step.card);
  return step;
}
