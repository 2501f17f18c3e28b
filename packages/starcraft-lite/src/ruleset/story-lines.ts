/**
 * The story of a StarCraft Lite action as data: each sentence is a message id and its arguments,
 * where an argument names a thing by its id (a seat, an area), is a number, or is a list. The
 * server writes the English words (story.ts); a client tells the same lines in its reader's
 * language from the ids. Stored with the log entry: ids and argument shapes never change meaning
 * once released (add new ids instead).
 */
import type { PlayerId } from "@koprulu/engine";

/** Every story message id, with its arguments. */
export const LITE_STORY_IDS = [
  /** {round} */
  "round",
  "phase-mobilize",
  "phase-technology",
  "phase-build",
  "phase-regrouping",
  /** {stage: 2}: Stage II begins */
  "stage",
  /** {area, attacker: seat, defender: seat} */
  "battle-start",
  /** {seat, count}: units a side lost in the battle */
  "losses",
  /** {winner: seat, area, loser: seat} */
  "battle-won",
  /** {area}: nobody is left in the area */
  "battle-empty",
  /** {seat, count, total}: conquest points scored */
  "cp",
  /** {seat, count}: event cards drawn (face down: only counted) */
  "event-draw",
  /** {winners: list of seats, count} */
  "game-over",
  "game-over-nobody",
] as const;

export type LiteStoryId = (typeof LITE_STORY_IDS)[number];

export type LiteStoryArg = number | { seat: PlayerId } | { area: string } | { list: LiteStoryArg[] };

export interface LiteStoryLine {
  id: LiteStoryId;
  args?: Record<string, LiteStoryArg>;
}

export const liteLine = (id: LiteStoryId, args?: Record<string, LiteStoryArg>): LiteStoryLine =>
  args ? { id, args } : { id };
