/**
 * The story of an action as data: each sentence is a message id and its arguments, where an
 * argument names a thing by its id (a seat, a unit type, an area, a card), is a number, or is
 * itself a message (a fighter of a skirmish, "no card"). The server writes the English words
 * (story-english.ts); a client tells the same lines in its reader's language from the ids.
 * Stored with the log entry: ids and argument shapes never change meaning once released (add
 * new ids instead).
 */
import type { PlayerId } from "@koprulu/engine";

/** Every story message id, with its arguments. */
export const STORY_IDS = [
  /** {area, attacker: seat, defender: seat} */
  "battle-start",
  /** {attacker: seat, attackerCards: n, defender: seat, defenderCards: n} */
  "battle-draw",
  /** {n, a: fighter, b: fighter, result: skirmish-no-hit | skirmish-both-hit | skirmish-hit} */
  "skirmish",
  /** {who, card: card | no-card, attack, health} */
  "fighter",
  /** {who, card: card | no-card, reinforcement: card, attack, health} */
  "fighter-reinforced",
  "no-card",
  "skirmish-no-hit",
  "skirmish-both-hit",
  /** {seat} */
  "skirmish-hit",
  /** {seat, unit: unit | some-unit}: "Jim Raynor's Marine" */
  "owned-unit",
  /** A unit whose type is unknown. */
  "some-unit",
  /** {unit: owned-unit | unit | some-unit} */
  "destroyed",
  /** {unit: owned-unit | unit | some-unit, area} */
  "withdrawn",
  /** {seat, units: list of unit | no-unit} */
  "retreat",
  /** {seat, units: list of unit | no-unit, area} */
  "retreat-to",
  "no-unit",
  /** {seat} */
  "base-destroyed",
  /** {seat} */
  "worker-destroyed",
  "battle-canceled",
  /** {seat, unit: unit | some-unit} */
  "mind-control",
  /** {seat} */
  "splash",
  /** {seat} */
  "reshuffle",
  /** {winner: seat, area, loser: seat} */
  "battle-won",
  /** {winner: seat, area, loser: seat}: the defender held */
  "battle-repelled",
  /** {seat, count} */
  "event-draw",
  /** {seat, count, total} */
  "cp",
  /** {seat} */
  "eliminated",
  /** {round} */
  "round",
  "phase-planning",
  "phase-execution",
  "phase-regrouping",
  /** {stage: 1 | 2 | 3} */
  "stage",
  "game-over-nobody",
  /** {winners: list of seats, count} */
  "game-over",
  /** {winners: list of seats, count, why: end-* | the end reason as it is} */
  "game-over-why",
  "end-elimination",
  "end-round-limit",
  "end-end-draws-near",
  "end-normal-victory",
  "end-special-victory",
] as const;

export type StoryId = (typeof STORY_IDS)[number];

/** A thing named by its id: the reader's client names it in its own words. */
export type StoryRef = { seat: PlayerId } | { unit: string } | { area: string } | { card: string };

export type StoryArg = number | string | StoryRef | { line: StoryLine } | { list: StoryArg[] };

/** One sentence (or part of one) of the story. */
export interface StoryLine {
  id: StoryId;
  args?: Record<string, StoryArg>;
}

/** Shorthands that keep the builders readable. */
export const seatRef = (seat: PlayerId): StoryRef => ({ seat });
export const nested = (id: StoryId, args?: Record<string, StoryArg>): { line: StoryLine } => ({
  line: args ? { id, args } : { id },
});
export const storyLine = (id: StoryId, args?: Record<string, StoryArg>): StoryLine =>
  args ? { id, args } : { id };
