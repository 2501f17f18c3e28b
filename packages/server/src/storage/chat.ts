/**
 * The table chat in storage: one row per message, numbered per game. A message takes the next
 * number in one INSERT … SELECT; should two nodes write the same game at once, the primary key
 * (game_id, seq) refuses the second and it retries with the number after.
 */
import type { Kysely } from "kysely";
import type { ChatTable, Database } from "./schema";

export type ChatRow = ChatTable;

/** Store a message; returns it with its number, or null when the game holds `maxMessages` already. */
export async function appendChat(
  db: Kysely<Database>,
  msg: Omit<ChatRow, "seq">,
  maxMessages: number,
): Promise<ChatRow | null> {
  for (let attempt = 0; ; attempt++) {
    const last = await db
      .selectFrom("chat")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .where("game_id", "=", msg.game_id)
      .executeTakeFirst();
    const row: ChatRow = { ...msg, seq: Number(last?.seq ?? 0) + 1 };
    if (row.seq > maxMessages) return null;
    try {
      await db.insertInto("chat").values(row).execute();
      return row;
    } catch (err) {
      // A unique violation: another writer took this number first. Anything else is real.
      if (attempt >= 5 || !/unique|duplicate|constraint/i.test(String((err as Error).message))) throw err;
    }
  }
}

/** The messages after `after` (a seq), oldest first, at most `limit` of the newest such. */
export async function chatSince(
  db: Kysely<Database>,
  gameId: string,
  after: number,
  limit: number,
): Promise<ChatRow[]> {
  const rows = await db
    .selectFrom("chat")
    .selectAll()
    .where("game_id", "=", gameId)
    .where("seq", ">", after)
    .orderBy("seq", "desc")
    .limit(limit)
    .execute();
  return rows.reverse();
}
