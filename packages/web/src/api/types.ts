/**
 * The server's JSON shapes, as the web client sees them. The server is generic over rulesets,
 * so views and actions stay `unknown` here; each board narrows them for its ruleset.
 */
import type { Decision, Outcome, RuleError, Unavailable } from "@koprulu/engine";

export interface RulesetInfo {
  id: string;
  minPlayers: number;
  maxPlayers: number;
  /** A clock may end in a forfeit (every ruleset of today's server: its own rule or the engine's default). */
  forfeit?: boolean;
}

export type SeatRequest =
  | { kind: "human"; name?: string; open?: boolean }
  | { kind: "bot"; bot: BotKind; strength?: BotStrength; name?: string };

/** "easy" | "normal" | "hard", or MCTS iterations per decision. */
export type BotStrength = "easy" | "normal" | "hard" | number;

/** A bot by name, or a named level (the ruleset's bot and thinking time, @koprulu/bots levels). */
export type BotKind = "random" | "heuristic" | "mcts" | BotLevel;
export type BotLevel = "easy" | "normal" | "hard" | "expert";

export interface CreateGameRequest {
  ruleset: string;
  players: number;
  options?: unknown;
  seed?: string;
  seats: SeatRequest[];
  /** On the public list of open tables (the server's default: when a seat is open). */
  listed?: boolean;
  chat?: { spectators?: boolean };
  clock?: ClockSettings;
}

/** Time control chosen at creation (server README: clocks). */
export type ClockSettings =
  | { kind: "live"; bankSeconds: number; bonusSeconds: number; onTimeout: "bot" | "forfeit" }
  | { kind: "async"; decisionHours: number; bankHours: number; onTimeout: "bot" | "forfeit" }
  | { kind: "none" };

/** A seat's clock as the server measured it when it sent the state. */
export interface SeatClock {
  remainingMs: number;
  deadline: string | null;
  running: boolean;
}

/** The finished game's rematch; `token`/`invitation` only for this seat's own new link. */
export interface RematchLink {
  gameId: string;
  token?: string;
  invitation?: string;
}

export interface CreatedSeat {
  seat: number;
  kind: "human" | "bot";
  name?: string;
  token?: string;
}

export interface CreateGameResponse {
  gameId: string;
  seats: CreatedSeat[];
}

export interface LobbyEntry {
  gameId: string;
  ruleset: string;
  players: number;
  status: string;
  version: number;
  yourSeat?: number;
  yourTurn?: boolean;
}

/** An action as the client sends it: a JSON object discriminated by `type`. */
export type Action = { type: string } & Record<string, unknown>;

/** One entry of the plain-words event log (the server may send strings or records). */
export type LogEntry =
  | string
  | {
      text?: string;
      message?: string;
      /** The entry's sequence number in the game's log (its identity when pages are merged). */
      seq?: number;
      seat?: number;
      /** "action", or "undo" for a take-back notice. */
      kind?: string;
      version?: number;
      round?: number;
      /** The action, when this viewer may see it (redacted by the ruleset otherwise). */
      action?: { type: string; [k: string]: unknown };
      /** What followed the action as data (message ids and ids of things), when the ruleset tells it. */
      story?: { id: string; args?: Record<string, unknown> }[];
    };

export interface GameState {
  gameId: string;
  ruleset: string;
  version: number;
  seat: number | null;
  view: unknown;
  pending: Decision[];
  legalActions: Action[];
  outcome: Outcome | null;
  log: LogEntry[];
  /** Optional extras the server may add (seat names, undo availability, players). */
  players?: number;
  seats?: { seat: number; kind: string; name?: string; bot?: string; clock?: SeatClock }[];
  canUndo?: boolean;
  /** The game's clock settings ({kind:"none"} without one) and, once made, its rematch. */
  clock?: ClockSettings;
  rematch?: RematchLink;
  /**
   * The seat's choices that are not possible now, each with its rule error (Ruleset.explain),
   * sent to that seat only; absent from older servers and empty for spectators.
   */
  unavailable?: Unavailable<Action>[];
}

export interface ApiErrorBody {
  error: { code: string; message?: string; rule?: string } & Partial<RuleError>;
  version?: number;
}

/** GET /api/games/:id/log: the plain-words log, and the replay record once the game is over. */
export interface GameLog {
  gameId: string;
  ruleset: string;
  players?: number;
  finished: boolean;
  version: number;
  record?: {
    ruleset: string;
    options: unknown;
    seed: string;
    log: { player: number; action: Action }[];
    hash?: string;
  };
  entries: { seq: number; seat: number; kind: string; text: string }[];
  /** Paged requests: older entries exist before the first one sent. */
  more?: boolean;
  outcome?: import("@koprulu/engine").Outcome | null;
}

/** GET /api/games/:id/replay/view: one step of the game so far, as the asking seat sees it. */
export interface ReplayView {
  gameId: string;
  ruleset: string;
  players: number;
  status: string;
  /** The asking seat, or null for a spectator (the public view). */
  seat: number | null;
  seats?: GameState["seats"];
  /** The step shown: the state after log entry `at` (0: the initial state). */
  at: number;
  /** The last step: how many entries the game's log has now. */
  total: number;
  view: unknown;
  /** The entry that led to this step, as the seat's log shows it (null at step 0). */
  entry: Exclude<LogEntry, string> | null;
}

export interface GameSummary {
  gameId: string;
  ruleset: string;
  players: number;
  status: string;
  version: number;
  seats?: { seat: number; kind: string; name?: string; bot?: string }[];
  outcome?: Outcome | null;
}
