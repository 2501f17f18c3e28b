/**
 * The open tables, the games to watch, claiming a free seat, and the table chat (issue 36):
 * the server's /api/games/open, /live, /:id/claim and /:id/chat.
 */
import { request } from "./client";

export interface OpenTable {
  gameId: string;
  ruleset: string;
  players: number;
  options?: unknown;
  clock?: unknown;
  seatsTaken: number;
  seatsTotal: number;
  createdAt: string;
}

export interface TablesPage {
  tables: OpenTable[];
  /** Cursor of the next page; absent on the last page. */
  next?: string;
}

export interface ClaimedSeat {
  gameId: string;
  seat: number;
  name?: string;
  token: string;
  invitation: string;
}

export interface ChatMessage {
  seq: number;
  /** The writer's seat; null for a spectator. */
  seat: number | null;
  name: string;
  /** Plain text as written: rendered as text, never as HTML. */
  text: string;
  /** Server time. */
  at: string;
}

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;

export const tablesApi = {
  page: (kind: "open" | "live", limit: number, cursor?: string) =>
    request<TablesPage>(
      `/api/games/${kind}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    ),
  claim: (gameId: string, name: string) =>
    request<ClaimedSeat>(`${game(gameId)}/claim`, { method: "POST", body: JSON.stringify({ name }) }),
  chat: (gameId: string, token: string | null, after: number) =>
    request<{ messages: ChatMessage[] }>(`${game(gameId)}/chat?after=${after}`, { token }),
  say: (gameId: string, token: string, text: string) =>
    request<ChatMessage>(`${game(gameId)}/chat`, { method: "POST", token, body: JSON.stringify({ text }) }),
};

/** The server's longest chat message (KOPRULU_CHAT_CHARS default); the server has the last word. */
export const CHAT_CHARS = 500;
