/**
 * The engine contract: every ruleset (StarCraft, StarCraft Lite, Eclipse, the examples)
 * is a set of pure functions over plain JSON data. The engine never knows a game's rules;
 * it only runs them (Match), checks them (conformance suite) and searches them (bots).
 */
import type { RuleError } from "./errors";
import type { Rng } from "./rng";

/** A seat index, 0 .. players-1. Seats are numbered in turn order at setup. */
export type PlayerId = number;

/** Who is looking: a seat, or a spectator who sees only public information. */
export type Viewer = PlayerId | "spectator";

/**
 * One thing a player must decide now. `pending` may return several at once for different
 * players: a simultaneous decision. Until every asked player has chosen, the ruleset keeps
 * each choice out of the other seats' views.
 */
export interface Decision {
  player: PlayerId;
  /** Stable machine name of the decision, e.g. "place-order", "choose-card". */
  kind: string;
  /** Short human prompt for UIs and logs (English). */
  prompt?: string;
  /**
   * The prompt's particulars as data (a skirmish number, how many more units, which event
   * effect and step), so a UI can word the prompt itself from `kind` and these, in any language.
   */
  args?: Record<string, string | number | boolean>;
  /** True when several players are asked at once and choices stay hidden until all chose. */
  simultaneous?: boolean;
}

/** How a finished game ended. */
export interface Outcome {
  /** Seats that won (several on a shared win; empty on a draw). */
  winners: PlayerId[];
  /** Stable name of the ending, e.g. "normal-victory", "end-draws-near", "line", "draw". */
  reason: string;
  /** Optional per-seat score (conquest points, …), index = seat. */
  scores?: number[];
  /**
   * Optional: each seat's score told by source (index = seat), `{ category: points }` with
   * stable category ids the ruleset documents (Eclipse: "sectors", "reputation", …). Where
   * both exist, a seat's categories add up to its `scores` entry.
   */
  breakdown?: Record<string, number>[];
}

/**
 * A choice a player may look for that is not possible now, and why (`Ruleset.explain`).
 * UIs show it disabled with the reason instead of letting it vanish unexplained.
 */
export interface Unavailable<Action extends ActionBase = ActionBase> {
  /**
   * Stable key of what is not possible, ruleset-defined, e.g. "order:mobilize",
   * "technology", "build:dreadnought". A UI may word it from this key and `args`.
   */
  about: string;
  /** The action that would be that choice, when one can be named; `validate` refuses it. */
  action?: Action;
  /** The particulars of `about` as data (a planet id, a price), for wording in any language. */
  args?: Record<string, string | number | boolean>;
  /** Why not: a stable code, a sentence in English and the rule it enforces. */
  error: RuleError;
}

/** Every ruleset's actions are JSON objects discriminated by `type`. */
export interface ActionBase {
  type: string;
}

/** A full game definition. State, Action and Options are plain JSON values. */
export interface Ruleset<State, Action extends ActionBase = ActionBase, Options = unknown, View = unknown> {
  /** "starcraft", "starcraft-lite", "eclipse", "tictactoe", … */
  readonly id: string;
  /** Seat counts this ruleset supports. */
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Default options for a player count (used by CLIs, servers, tests). */
  defaultOptions(players: number): Options;
  /**
   * Why these options cannot start a game (a RuleError), or null. Servers and CLIs call it
   * before `setup`, which may throw on options this refuses. Absent: every Options is fine.
   */
  validateOptions?(options: unknown): RuleError | null;
  /** Number of seats in a game state. */
  players(state: State): number;
  /** All randomness comes from `seed` through the PRNG kept inside State. */
  setup(options: Options, seed: string): State;
  /** Who must decide what now; [] once the game is over. */
  pending(state: State): Decision[];
  /** Finite enumeration of what `player` may do now ([] when not asked). */
  legalActions(state: State, player: PlayerId): Action[];
  /** Why `action` is illegal for `player` now, or null when it is legal. Never throws on bad input. */
  validate(state: State, player: PlayerId, action: unknown): RuleError | null;
  /** Deterministic; never mutates `state`. Only called with validated actions. */
  apply(state: State, player: PlayerId, action: Action): State;
  /**
   * Optional, for search bots' playouts: `apply` on a state the caller owns outright, which it
   * may change and reuse instead of copying (cheaper where `apply` copies the whole state). The
   * caller promises that nothing else holds `state` or any part of it, and reads only the result
   * afterwards. The result must equal `apply(state, player, action)` as JSON data, and so must
   * every state reached from it by further calls (no part of the result may be shared with
   * `action` or with another part of it where a later change would show twice). A search keeps
   * the actions `legalActions` gave it while it changes the states they came from, so a ruleset
   * with this member must build its actions afresh, sharing no object with the state, keep the
   * action's objects out of the states both applies return, and keep no cache by a state's
   * identity that a change would make wrong.
   */
  applyInPlace?(state: State, player: PlayerId, action: Action): State;
  /** What `viewer` may know of `state`. Must never contain information hidden from it. */
  view(state: State, viewer: Viewer): View;
  /** The result once the game is over, else null. */
  outcome(state: State): Outcome | null;
  /**
   * For search bots (ISMCTS): a full State consistent with what `viewer` knows, with every
   * hidden part sampled from `rng`. view(determinize(view(s,p),p,rng), p) must equal view(s,p).
   */
  determinize?(view: View, viewer: PlayerId, rng: Rng): State;
  /**
   * True when applying `action` revealed information or used randomness (a card drawn, a
   * shuffle, a face-down order turned over): people may not undo across it. When absent, the
   * Match treats any change of the PRNG state as a reveal.
   */
  revealsInformation?(before: State, after: State, player: PlayerId, action: Action): boolean;
  /** Optional plain-words description of an action for logs and UIs. */
  describeAction?(state: State, player: PlayerId, action: Action): string;
  /**
   * Optional: the log line of an action (`text`, the same words as describeAction) and what
   * followed it as data (`story`: message ids with the ids of the things they name), so a
   * client can tell the story in its reader's language. `after` is `apply(state, player,
   * action)`, already computed by the caller. Servers prefer it to describeAction when present
   * and keep the story with the log entry; entries without a story fall back to `text`. The
   * story must tell only what every viewer may know: it is served even with an entry whose
   * action is hidden from the viewer (a face-down choice that opened a new phase).
   */
  tellAction?(state: State, player: PlayerId, action: Action, after: State): ActionTelling;
  /**
   * What `viewer` may see of the action log of a game now in `state`. Needed by rulesets with
   * hidden choices made through actions (a simultaneous choice, a face-down order): an entry
   * whose action is still secret for `viewer` is replaced by `{ player, action: { type: "hidden" } }`.
   * When absent the whole log is public. Match.viewLog and the server's projection use it.
   */
  viewLog?(state: State, log: readonly LogEntry<Action>[], viewer: Viewer): LogEntry<ActionBase>[];
  /**
   * Optional: what `player` might wish to do now that the rules do not allow, each with its
   * rule error (an order that cannot be executed, an unaffordable build, an empty step).
   * Only what `player` may know: it is computed from the state for that seat and served to it.
   * Every `action` it names must be refused by `validate`.
   */
  explain?(state: State, player: PlayerId): Unavailable<Action>[];
  /**
   * Optional: the state after `player` forfeits (a server clock ran out with "forfeit" chosen):
   * eliminated by the rules where the game has elimination, otherwise the game ends with that
   * player last. Never a choice of the player: servers log it as an entry of its own and
   * records carry it as the action `{ type: "@forfeit" }` (forfeit.ts). Rulesets without it
   * get the engine's default (forfeit-default.ts: the game ends, every other seat winning and
   * the forfeiter last), which Match and servers apply through `withForfeit`.
   */
  forfeit?(state: State, player: PlayerId): State;
  /**
   * Optional: each seat's standing now (index = seat, higher is better: victory points or
   * conquest points so far). The engine's default forfeit (forfeit-default.ts) ranks the other
   * seats by it when a game without elimination ends early; absent, they share the win. It is
   * served only inside that outcome, once the game is over.
   */
  standing?(state: State): number[];
}

/**
 * One sentence of what followed an action, as data: a message id the ruleset defines and its
 * arguments (JSON: numbers, ids of things, nested messages). Clients keep a translation per id.
 */
export interface LogMessage {
  id: string;
  args?: Record<string, unknown>;
}

/** An action told for the log: its plain words and, optionally, what followed as data. */
export interface ActionTelling {
  text: string;
  story?: readonly LogMessage[];
}

/** One entry of a game's action log: who did what, in order. The log is the game's truth. */
export interface LogEntry<Action extends ActionBase = ActionBase> {
  player: PlayerId;
  action: Action;
}

/**
 * A game as a JSON document: options + seed + log determine every state. `hash` is the
 * state hash (hash.ts) after the last entry, so a replay can prove it reproduced the game.
 */
export interface MatchRecord<Action extends ActionBase = ActionBase, Options = unknown> {
  /** The ruleset id, e.g. "tictactoe". */
  ruleset: string;
  options: Options;
  seed: string;
  log: LogEntry<Action>[];
  /** hashState of the final state, when recorded. */
  hash?: string;
}

/** The action that stands in for a log entry its viewer may not see. */
export interface HiddenAction extends ActionBase {
  type: "hidden";
}

/** The PRNG state a ruleset keeps inside its State (see rng.ts). */
export type RngState = [number, number, number, number];

/** Loosely typed ruleset, for registries and generic tools (servers, CLIs, bots). */
// biome-ignore lint/suspicious/noExplicitAny: registries hold rulesets of many state types
export type AnyRuleset = Ruleset<any, any, any, any>;
