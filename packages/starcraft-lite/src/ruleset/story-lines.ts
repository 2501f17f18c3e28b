/**
 * The story of a StarCraft Lite action as data: each sentence is a message id and its arguments,
 * where an argument names a thing by its id (a seat, an area), is a number, or is a list. The
 * server writes the English words (story.ts); a client tells the same lines in its reader's
 * language from the ids. Stored with the log entry: ids and argument shapes never change meaning
 * once released (add new ids instead).
 */
import type { PlayerId } from "@koprulu/engine";
import type { LiteBattleInput, RoundReport } from "../battle/types";

/**
 * A finished battle as the table shows it again (issue 31): the armies, every round's dice,
 * choices, hits, splash and withdrawals, the winner (0 attacker, 1 defender, null nobody) and the
 * units destroyed. All of it was public while the battle was fought.
 */
export interface LiteBattleRecord {
  input: LiteBattleInput;
  reports: RoundReport[];
  winner: 0 | 1 | null;
  destroyed: number[];
}

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
  /** {winner: seat, area, loser: seat, record?: {battle}}: record (since issue 31) reopens the battle */
  "battle-won",
  /** {area, record?: {battle}}: nobody is left in the area */
  "battle-empty",
  /** {seat, count, total}: conquest points scored */
  "cp",
  /** {seat, count}: event cards drawn (face down: only counted) */
  "event-draw",
  /** {winners: list of seats, count} */
  "game-over",
  "game-over-nobody",
  // ---- the action itself (act-lines.ts), always the story's first line; {seat} is the actor
  /** {seat, planet, degrees}: the revealed planet turned */
  "do-rotate",
  /** {seat, degrees} */
  "do-rotate-any",
  /** {seat, planet} */
  "do-expand",
  /** {seat, a: planet, b: planet} */
  "do-warp-pair",
  /** {seat, area} */
  "do-home",
  /** {seat, unit, area} */
  "do-place-unit",
  /** {seat, area} */
  "do-place-unit-any",
  /** {seat, a: planet, b: planet} */
  "do-place-transport",
  /** {seat} */
  "do-place-transport-any",
  /** {seat, a: planet, b: planet} */
  "do-build-transport",
  /** {seat} */
  "do-build-transport-any",
  /** {seat, unit, from: area, to: area} */
  "do-move",
  /** {seat, unit, to: area} */
  "do-move-to",
  /** {seat, to: area} */
  "do-move-some",
  /** {seat, area}: the inter-planetary movement's target */
  "do-warp",
  /** {seat, unit, area} */
  "do-send",
  /** {seat, unit} */
  "do-send-any",
  /** {seat} */
  "do-send-some",
  /** {seat} */
  "do-end-mobilize",
  /** {seat, unit, area} */
  "do-build-unit",
  /** {seat} */
  "do-build-worker",
  /** {seat, area} */
  "do-fuse-archon",
  /** {seat, area} */
  "do-morph-guardian",
  /** {seat} */
  "do-morph-guardian-any",
  /** {seat, unit} */
  "do-unlock",
  /** {seat, module} */
  "do-module",
  /** {seat, area} */
  "do-base",
  /** {seat, area} */
  "do-force-mine",
  /** {seat, unit, area} */
  "do-make-room",
  /** {seat} */
  "do-make-room-any",
  /** {seat} */
  "do-pay-permanent-minerals",
  /** {seat} */
  "do-pay-permanent-gas",
  /** {seat, area}: a worker on the resource card of that area */
  "do-pay-card",
  /** {seat} */
  "do-end-build",
  /** {seat, area} */
  "do-harvest",
  /** {seat} */
  "do-end-harvest",
  /** {seat, card, stage: 1 | 2} */
  "do-play-event",
  /** {seat} */
  "do-pass",
  /** {seat, unit, area}: a unit removed after a battle (over the area's limit) */
  "do-trim",
  /** {seat} */
  "do-trim-any",
  /** {seat, unit, area}: a unit lost to the Energy Storm */
  "do-storm-loss",
  /** {seat} */
  "do-storm-loss-any",
  /** {seat}: a hit not assigned */
  "do-battle-hold",
  /** {seat, unit, target: unit}: the enemy unit a hit goes to */
  "do-battle-target",
  /** {seat}: a battle answer whose units are unknown */
  "do-battle-choice",
  /** {seat, target: unit} */
  "do-battle-splash",
  /** {seat} */
  "do-battle-pass",
  /** {seat, unit, area}: a cloaked unit withdraws */
  "do-battle-withdraw",
  /** {seat}: no retreat */
  "do-battle-stay",
  /** {seat, area} */
  "do-battle-retreat",
  /** {seat, area}: the base lifts off to that area */
  "do-battle-lift-off",
  /** {seat, area} */
  "do-battle-recall",
  /** {seat, target: unit} */
  "do-battle-ability",
  /** {seat, target: unit} */
  "do-battle-repair",
  /** {seat, target: unit}: joins through the Nydus Canal */
  "do-battle-nydus",
] as const;

export type LiteStoryId = (typeof LITE_STORY_IDS)[number];

/**
 * A number, or a thing by its id: a seat, an area, a planet, a unit type, a module, an event card, a
 * list, or a whole finished battle (not worded: the table draws it).
 */
export type LiteStoryArg =
  | number
  | { seat: PlayerId }
  | { area: string }
  | { planet: string }
  | { unit: string }
  | { module: string }
  | { card: string }
  | { list: LiteStoryArg[] }
  | { battle: LiteBattleRecord };

/** The ids that tell the action itself (always first in a story). */
export const isActLine = (id: string): boolean => id.startsWith("do-");

export interface LiteStoryLine {
  id: LiteStoryId;
  args?: Record<string, LiteStoryArg>;
}

export const liteLine = (id: LiteStoryId, args?: Record<string, LiteStoryArg>): LiteStoryLine =>
  args ? { id, args } : { id };
