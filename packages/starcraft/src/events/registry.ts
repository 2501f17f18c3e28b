/**
 * Event effects, keyed by the card's effect key. One small function per effect; the events
 * engineer fills this registry. An effect may change the state and may set a new frame (a
 * decision) — when it does, regrouping resumes through `resumeEvents` once that is decided.
 */
import type { PlayerId } from "@koprulu/engine";
import { END_DRAWS_NEAR } from "../catalog";
import type { Draft } from "../draft";

export type EventEffect = (d: Draft, player: PlayerId, card: string) => void;

export const EVENT_EFFECTS: Record<string, EventEffect> = {
  // Cards whose effect is not known yet (provisional content): playing them does nothing.
  none: () => {},
  // The card itself stays face up in front of the player; the game-end check counts it.
  [END_DRAWS_NEAR]: () => {},
};

export function eventEffect(key: string): EventEffect {
  return EVENT_EFFECTS[key] ?? EVENT_EFFECTS.none;
}
