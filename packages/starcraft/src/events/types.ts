/**
 * The shape of an event effect. Playing a card calls `play`; the effect either finishes at once
 * (returns null) or opens a small decision (returns an EventFrame). Each decision is answered by
 * one `event-pick` among `picks(...)` (or `event-pass` when `mayPass` says so), and `pick`/`pass`
 * return the next decision or null when the effect is over. Returning frames instead of setting
 * them keeps the effects pure functions over the Draft that step 8 (step8.ts) sequences.
 * An effect that plays another event card (an extra event, a stolen one) returns a PlayCard too:
 * play.ts, which looks effects up in the registry above them, plays it.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import type { EventFrame, StarcraftState } from "../state";

export interface PlayCtx {
  owner: PlayerId;
  card: string;
  params: Record<string, unknown>;
}

/**
 * "Play this card now as `owner`'s event" — asked by an effect instead of playing it itself: the
 * registry imports every effect, so an effect calling play.ts would import itself in a circle.
 */
export interface PlayCard {
  kind: "play-card";
  owner: PlayerId;
  card: string;
}

/** What an effect step leaves: its next decision, another card to play, or null (it is over). */
export type EffectStep = EventFrame | PlayCard | null;

export interface EventEffectDef {
  key: string;
  /** One line, our own words. */
  describe: string;
  /** The card stays face up in the owner's play area (used later, e.g. at a battle start). */
  staysInPlay?: boolean;
  /**
   * With staysInPlay: the card lies face up only until step 8 is over, then it is discarded. It
   * marks "used this Regrouping Phase" (Industrial Strategy) with no new state field.
   */
  leavesAtStepEnd?: boolean;
  /** Playing it keeps the owner's other held events available (an extra event from hand). */
  keepsHeld?: boolean;
  play(d: Draft, ctx: PlayCtx): EffectStep;
  /** The options of the open decision (strings: area ids, route ids, item ids, …). */
  picks?(s: StarcraftState, f: EventFrame): string[];
  mayPass?(s: StarcraftState, f: EventFrame): boolean;
  pick?(d: Draft, f: EventFrame, pick: string): EffectStep;
  pass?(d: Draft, f: EventFrame): EffectStep;
  /** Prompt for the open decision. */
  prompt?(f: EventFrame): string;
}

/** Open a decision of the effect `key` for `ctx`'s card. */
export function ask(
  ctx: PlayCtx,
  key: string,
  step: string,
  data: Record<string, unknown> = {},
  player: PlayerId = ctx.owner,
): EventFrame {
  return { kind: "event", player, owner: ctx.owner, card: ctx.card, effect: key, step, data };
}

/** The context an open decision was made in (params are looked up again from the card). */
export function ctxOf(f: EventFrame, params: Record<string, unknown>): PlayCtx {
  return { owner: f.owner, card: f.card, params };
}

export function num(v: unknown, fallback: number): number {
  return typeof v === "number" && Number.isFinite(v) ? v : fallback;
}
