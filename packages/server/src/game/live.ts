/** A game as the service holds it in memory: metadata, seats and its runtime. */
import type { StoredClock } from "../clock/clock-store";
import type { GameRuntime } from "./runtime";
import type { SeedSource } from "./seed";

/** A bot by name, or a named level (the ruleset's bot and thinking time: @koprulu/bots levels). */
export type BotKind = "random" | "heuristic" | "mcts" | "easy" | "normal" | "hard" | "expert";
export type BotStrength = "easy" | "normal" | "hard" | number;

export interface SeatInfo {
  seat: number;
  kind: "human" | "bot";
  name: string;
  /** sha256 of the seat's token; null for bots. */
  tokenHash: string | null;
  bot: BotKind | null;
  /** "easy" | "normal" | "hard", or MCTS iterations per decision. */
  strength: BotStrength | null;
  webhook: string | null;
}

export interface LiveGame {
  id: string;
  rulesetId: string;
  players: number;
  options: unknown;
  seed: string;
  /** Whether `seed` is the creator's choice as given, or has server randomness mixed in. */
  seedSource: SeedSource;
  createdAt: string;
  seats: SeatInfo[];
  runtime: GameRuntime;
  /** The game's clocks (clock/), when it was created with one. */
  clock?: StoredClock;
  /** The id of this finished game's rematch ("Play again"), once one was made. */
  rematch?: string;
}

export function pendingSeats(game: LiveGame): number[] {
  const seats = new Set<number>();
  for (const d of game.runtime.ruleset.pending(game.runtime.state)) seats.add(d.player);
  return [...seats].sort((a, b) => a - b);
}
