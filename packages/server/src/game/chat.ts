/**
 * The table chat of one game: players write (spectators too when the creator allowed it), anyone
 * who may watch the game reads. Messages are plain text in the writer's own words, stored with
 * the game under the server's time, and never interpreted: clients show them escaped. Who may
 * write is decided by the caller (a seat token of THIS game, or a spectator where allowed), so
 * nothing written with one game's token lands in another game.
 */
import type { Viewer } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import { appendChat, type ChatRow, chatSince } from "../storage/chat";
import type { GameStore } from "../storage/store";
import type { LiveGame } from "./live";
import { normaliseName } from "./names";
import type { Failure, Result } from "./service";

/** A message as the API shows it. */
export interface ChatMessage {
  seq: number;
  /** The writer's seat, or null for a spectator. */
  seat: number | null;
  name: string;
  text: string;
  /** Server time (ISO 8601). */
  at: string;
}

/**
 * Control characters (but newline) and text-direction overrides: a message may not rearrange
 * how the rest of the chat panel reads, nor carry invisible terminal codes.
 */
const FORBIDDEN_IN_CHAT = /(?!\n)\p{Cc}|[\u202a-\u202e\u2066-\u2069]/u;

const refused = (status: Failure["status"], code: string, message: string): { ok: false } & Failure => ({
  ok: false,
  status,
  error: ruleError(code, message, "The table chat is plain text within the server's limits"),
});

export function toMessage(r: ChatRow): ChatMessage {
  return { seq: r.seq, seat: r.seat, name: r.name, text: r.text, at: r.created_at };
}

/** The message text as stored, or why it is refused. */
export function checkChatText(
  raw: string,
  maxChars: number,
): { ok: true; text: string } | ({ ok: false } & Failure) {
  const text = raw.normalize("NFC").trim();
  if (text.length === 0)
    return refused(422, "empty-message", "A message needs at least one visible character.");
  if ([...text].length > maxChars)
    return refused(422, "message-too-long", `A chat message has at most ${maxChars} characters.`);
  if (FORBIDDEN_IN_CHAT.test(text))
    return refused(422, "bad-message", "Control and text-direction characters are not allowed in the chat.");
  return { ok: true, text };
}

export class TableChat {
  constructor(
    private readonly store: GameStore,
    private readonly maxChars: number,
    private readonly maxMessages: number,
  ) {}

  /** Write a message into `game` as `viewer` (a spectator gives a name). */
  async write(
    game: LiveGame,
    viewer: Viewer,
    rawText: string,
    spectatorName: string | undefined,
  ): Promise<Result<ChatMessage>> {
    const checked = checkChatText(rawText, this.maxChars);
    if (!checked.ok) return checked;
    let seat: number | null = null;
    let name: string;
    if (viewer === "spectator") {
      const row = await this.store.db
        .selectFrom("games")
        .select("chat_spectators")
        .where("id", "=", game.id)
        .executeTakeFirst();
      if (!row?.chat_spectators)
        return refused(401, "token-required", "Only the players write in this game's chat; spectators read.");
      const named = normaliseName(spectatorName ?? "");
      if (!named.ok) return refused(422, "bad-name", `Name refused: ${named.reason}.`);
      name = named.name;
    } else {
      seat = viewer;
      name = game.seats[viewer]!.name;
    }
    const row = await appendChat(
      this.store.db,
      { game_id: game.id, seat, name, text: checked.text, created_at: new Date().toISOString() },
      this.maxMessages,
    );
    if (!row)
      return refused(
        422,
        "chat-full",
        `This game's chat holds its ${this.maxMessages} messages; no more fit.`,
      );
    return { ok: true, value: toMessage(row) };
  }

  /** Messages after `after`, oldest first (at most `limit`, the newest such). */
  async read(gameId: string, after: number, limit: number): Promise<ChatMessage[]> {
    return (await chatSince(this.store.db, gameId, after, limit)).map(toMessage);
  }
}
