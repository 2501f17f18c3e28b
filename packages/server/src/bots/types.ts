/**
 * What a bot worker is asked, and answers. Plain data: it crosses a thread boundary. A bot is
 * given its seat's VIEW and legal actions, never the full state, so it cannot peek.
 */
import type { Decision } from "@koprulu/engine";
import type { BotKind, BotStrength } from "../game/live";

export interface BotJob {
  /** Ruleset modules to load in the worker (the server's registry list). */
  modules: readonly string[];
  /** The game this decision is for (bot work is shared fairly between games). */
  gameId: string;
  /**
   * Who the game's bot time counts against (its creator's client key): bot work is shared
   * fairly between clients first, then between a client's games. Absent: the game alone.
   */
  client?: string;
  rulesetId: string;
  view: unknown;
  decisions: Decision[];
  legalActions: unknown[];
  seat: number;
  bot: BotKind;
  strength: BotStrength | null;
  /** The server's cap on thinking time per decision (ms), whatever the strength asks. */
  maxMs: number;
  /** Seed for the bot's own randomness: the same job always gets the same answer. */
  seed: string;
}

export type BotAnswer = { ok: true; action: unknown; bot: string } | { ok: false; error: string };

/** Runs bot jobs somewhere off the event loop. */
export interface BotRunner {
  choose(job: BotJob): Promise<BotAnswer>;
  close(): Promise<void>;
}
