/**
 * Open tables in storage: which listed games have free seats (a human seat nobody has claimed:
 * kind "human", no token yet), which listed games are running (to watch), and the claim of a
 * free seat. The claim is one guarded UPDATE (`token_hash IS NULL`), so of two joiners racing
 * for the last seat exactly one row changes: on SQLite and on PostgreSQL alike, across nodes.
 */
import type { Kysely } from "kysely";
import type { Database, GamesTable } from "./schema";

/** Where a page of tables starts: just after this game (the previous page's last). */
export interface TablesCursor {
  createdAt: string;
  id: string;
}

export interface TableRow {
  game: GamesTable & { clock?: string | null };
  seatsTotal: number;
  /** Seats held by someone: bots and claimed human seats. */
  seatsTaken: number;
}

/**
 * One page of listed, unfinished games: `open` ones with at least one free seat, newest first,
 * or `live` ones (every seat held) most recently created first.
 */
export async function listedTables(
  db: Kysely<Database>,
  kind: "open" | "live",
  limit: number,
  after?: TablesCursor,
): Promise<TableRow[]> {
  let q = db
    .selectFrom("games")
    .selectAll()
    .where("listed", "=", 1)
    .where("status", "=", "active")
    .where("id", kind === "open" ? "in" : "not in", (eb) =>
      eb.selectFrom("seats").select("game_id").where("kind", "=", "human").where("token_hash", "is", null),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb("created_at", "<", after.createdAt),
        eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
      ]),
    );
  }
  const games = await q.execute();
  if (games.length === 0) return [];
  const seats = await db
    .selectFrom("seats")
    .select(["game_id", "kind", "token_hash"])
    .where(
      "game_id",
      "in",
      games.map((g) => g.id),
    )
    .execute();
  // A game's time control lives in the clocks table (migration 0004_clocks, clock/clock-store.ts).
  const clocks = await (db as unknown as Kysely<{ clocks: { game_id: string; settings: string } }>)
    .selectFrom("clocks")
    .select(["game_id", "settings"])
    .where(
      "game_id",
      "in",
      games.map((g) => g.id),
    )
    .execute();
  return games.map((game) => {
    const own = seats.filter((s) => s.game_id === game.id);
    const free = own.filter((s) => s.kind === "human" && s.token_hash === null).length;
    const clock = clocks.find((c) => c.game_id === game.id)?.settings ?? null;
    return { game: { ...game, clock }, seatsTotal: own.length, seatsTaken: own.length - free };
  });
}

/**
 * Claim one free seat of the game for `tokenHash` under `name`: the lowest free seat that is
 * still free when the UPDATE runs. Returns the seat, or null when none is left.
 */
export async function claimFreeSeat(
  db: Kysely<Database>,
  gameId: string,
  tokenHash: string,
  name: string,
): Promise<number | null> {
  const free = await db
    .selectFrom("seats")
    .select("seat")
    .where("game_id", "=", gameId)
    .where("kind", "=", "human")
    .where("token_hash", "is", null)
    .orderBy("seat")
    .execute();
  for (const { seat } of free) {
    const res = await db
      .updateTable("seats")
      .set({ token_hash: tokenHash, name })
      .where("game_id", "=", gameId)
      .where("seat", "=", seat)
      .where("kind", "=", "human")
      .where("token_hash", "is", null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return seat;
  }
  return null;
}
