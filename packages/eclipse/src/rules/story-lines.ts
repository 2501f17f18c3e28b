/**
 * The story of an Eclipse action as data: each sentence is a message id and its arguments, where
 * an argument names a thing by its id (a seat, a hex position, a sector, a hull, a technology, a
 * discovery tile), is a number, or is itself a message (a ship of a side, the Ancients). The
 * server writes the English words (story-english.ts); a client tells the same lines in its
 * reader's language from the ids. Stored with the log entry: ids and argument shapes never change
 * meaning once released (add new ids instead).
 */
import type { PlayerId } from "@koprulu/engine";

/** Every story message id, with its arguments. */
export const STORY_IDS = [
  /** {round, seat: the start player} */
  "round",
  "phase-combat",
  "phase-upkeep",
  /** {seat, hex, sector}: the explored sector, face up for all */
  "explored",
  /** {seat, hex}: a discovery tile taken (face down to the others until used) */
  "discovery-found",
  /** {seat, tile}: a discovery tile used face up */
  "discovery-used",
  /** {hex, sides: list of seat | ancients | gcds | npcs} */
  "battle-start",
  /** The non-player ships of a hex, as a side. */
  "ancients",
  "gcds",
  "npcs",
  /** {side: seat, hull}: "Red Terrans (Cruiser)", a ship or a ship type of a seat */
  "ship",
  /** {ships: ship | ancients | gcds, rolls: list of numbers}: a ship type fires its cannons */
  "volley",
  /** {ships: ship | ancients | gcds, rolls: list of numbers}: a ship type fires its missiles */
  "volley-missiles",
  /** {ship: ship | hull, damage} */
  "hit",
  /** {ship: ship | hull} */
  "destroyed",
  /** {ship: ship | hull, hex}: lost in a battle fought to its end without a decision */
  "destroyed-at",
  /** {ships: ship, hex}: a ship type moves to the edge of the hex to retreat */
  "retreat-start",
  /** {ships: ship, hex} */
  "retreated",
  /** {side}: a stalemate, the side withdraws */
  "stalemate-retreat",
  /** {side}: a stalemate, the side's ships are lost */
  "stalemate-destroyed",
  /** {hex, side}: the battle is over, the side holds the hex */
  "battle-won",
  /** {hex}: the battle is over, no ship is left */
  "battle-empty",
  /** {seat, hex, count}: population cubes destroyed by enemy ships */
  "population-lost",
  /** {seat, hex}: an influence disc goes back to its track (no cubes left under enemy ships) */
  "hex-lost",
  /** {seat, count}: reputation tiles drawn (their values are secret) */
  "reputation-draw",
  /** {seat}: the seat cannot pay its upkeep */
  "bankrupt",
  /** {seat, money, science, materials}: storage after Upkeep */
  "upkeep",
  /** {techs: list of tech}: technology tiles drawn to the supply board at Cleanup */
  "techs-drawn",
  /** {winners: list of seats, count, scores: list of score} */
  "game-over",
  /** {seat, vp} */
  "score",
  /** {seat, partner: seat}: relations formed, each holds the other's ambassador (E-P2) */
  "relations-formed",
  /** {seat: the breaker, partner: seat}: relations broken, the ambassadors go home, the breaker takes the Traitor card (E-C14) */
  "relations-broken",
] as const;

export type StoryId = (typeof STORY_IDS)[number];

/** A thing named by its id: the reader's client names it in its own words. */
export type StoryRef =
  | { seat: PlayerId }
  | { hex: string }
  | { sector: string }
  | { hull: string }
  | { tech: string }
  | { tile: string };

export type StoryArg = number | string | StoryRef | { line: StoryLine } | { list: StoryArg[] };

/** One sentence (or part of one) of the story. */
export interface StoryLine {
  id: StoryId;
  args?: Record<string, StoryArg>;
}

export const seatRef = (seat: PlayerId): StoryRef => ({ seat });
export const nested = (id: StoryId, args?: Record<string, StoryArg>): { line: StoryLine } => ({
  line: args ? { id, args } : { id },
});
export const storyLine = (id: StoryId, args?: Record<string, StoryArg>): StoryLine =>
  args ? { id, args } : { id };
