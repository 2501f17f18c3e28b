/**
 * Table shapes, shared by SQLite and PostgreSQL. JSON values are stored as text in both
 * engines (one code path, byte-identical round trips); timestamps are ISO strings.
 */

export interface GamesTable {
  id: string;
  ruleset: string;
  players: number;
  options: string;
  seed: string;
  /** "chosen" (as the creator gave it) | "server" (secret randomness mixed in); null: older games. */
  seed_source: string | null;
  /** "active" | "finished" */
  status: string;
  /** Number of log entries (actions and undos) committed; the optimistic-concurrency token. */
  version: number;
  /** JSON array of the seats with a pending decision now (for "your turn" lists without replay). */
  pending_seats: string;
  /** JSON Outcome once finished. */
  outcome: string | null;
  created_at: string;
  updated_at: string;
  /** 1: on the public list of open tables; 0: invitation only (migration 0005). */
  listed: number;
  /** 1: spectators may write in the table chat (migration 0005). */
  chat_spectators: number;
}

export interface SeatsTable {
  game_id: string;
  seat: number;
  /** "human" | "bot" */
  kind: string;
  name: string;
  /** sha256 of the seat's secret token; null for bot seats (nobody may act as a bot). */
  token_hash: string | null;
  bot: string | null;
  /** Bot strength as given: "easy" | "normal" | "hard", or MCTS iterations as a number string. */
  strength: string | null;
  webhook: string | null;
}

export interface ActionsTable {
  game_id: string;
  /** 1, 2, 3, …: the game's version after this entry. Append-only. */
  seq: number;
  seat: number;
  /** "action" | "undo" (an undo takes back the seat's last undoable action). */
  kind: string;
  action: string | null;
  idempotency_key: string | null;
  /** Plain-words description, computed when the entry was made. */
  description: string;
  /** JSON array of the story's messages (Ruleset.tellAction), or null (none, or older entries). */
  story: string | null;
  /** JSON array of the viewers (seat numbers, "spectator") who may read this entry's details. */
  visible_to: string;
  /** sha256 of the canonical state after this entry. */
  state_hash: string;
  created_at: string;
}

export interface SnapshotsTable {
  game_id: string;
  version: number;
  state: string;
  created_at: string;
}

/** One table-chat message, in the writer's own words (plain text, shown escaped). */
export interface ChatTable {
  game_id: string;
  /** 1, 2, 3, … per game. */
  seq: number;
  /** The writer's seat; null for a spectator (where the game allows spectators to write). */
  seat: number | null;
  name: string;
  text: string;
  /** Server time of the message. */
  created_at: string;
}

export interface Database {
  games: GamesTable;
  seats: SeatsTable;
  actions: ActionsTable;
  snapshots: SnapshotsTable;
  chat: ChatTable;
}
