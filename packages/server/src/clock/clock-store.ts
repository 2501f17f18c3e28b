/**
 * Storage of clocks and rematch links (migration 0004_clocks), kept apart from the game store:
 * games without a clock never touch it. A clock row is written after each change of its game
 * (and describes that `version`); a node acting on an expired clock claims it with a
 * compare-and-set on the row, so of several nodes sharing the database exactly one acts.
 */
import type { Kysely } from "kysely";
import type { GameStore } from "../storage/store";
import type { ClockState } from "./seat-clocks";

interface ClocksTable {
  game_id: string;
  settings: string;
  seats: string;
  version: number;
  next_check: string | null;
}

interface RematchesTable {
  game_id: string;
  new_game_id: string;
  created_at: string;
}

interface ClockDatabase {
  clocks: ClocksTable;
  rematches: RematchesTable;
  seats: { game_id: string; seat: number; token_hash: string | null; kind: string };
}

export interface StoredClock {
  state: ClockState;
  version: number;
  /** The seats JSON as stored: the compare-and-set key of a claim. */
  raw: string;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export class ClockStore {
  private readonly db: Kysely<ClockDatabase>;

  constructor(store: GameStore) {
    this.db = store.db as unknown as Kysely<ClockDatabase>;
  }

  async load(gameId: string): Promise<StoredClock | null> {
    const row = await this.db
      .selectFrom("clocks")
      .selectAll()
      .where("game_id", "=", gameId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      state: { settings: JSON.parse(row.settings), seats: JSON.parse(row.seats) },
      version: row.version,
      raw: row.seats,
    };
  }

  async insert(gameId: string, state: ClockState, version: number, nextCheck: number | null): Promise<void> {
    await this.db
      .insertInto("clocks")
      .values({
        game_id: gameId,
        settings: JSON.stringify(state.settings),
        seats: JSON.stringify(state.seats),
        version,
        next_check: iso(nextCheck),
      })
      .execute();
  }

  /** Store the clocks after a change of the game (the node that made the change writes them). */
  async save(gameId: string, state: ClockState, version: number, nextCheck: number | null): Promise<string> {
    const raw = JSON.stringify(state.seats);
    await this.db
      .updateTable("clocks")
      .set({ seats: raw, version, next_check: iso(nextCheck) })
      .where("game_id", "=", gameId)
      .execute();
    return raw;
  }

  /**
   * Replace the clocks only if they are still exactly `expected` (seats JSON) at `version`:
   * true when this writer won (one node acts on an expiry or sends a warning).
   */
  async compareAndSet(
    gameId: string,
    expected: { raw: string; version: number },
    state: ClockState,
    nextCheck: number | null,
  ): Promise<string | null> {
    const raw = JSON.stringify(state.seats);
    const res = await this.db
      .updateTable("clocks")
      .set({ seats: raw, next_check: iso(nextCheck) })
      .where("game_id", "=", gameId)
      .where("version", "=", expected.version)
      .where("seats", "=", expected.raw)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? raw : null;
  }

  /** Games a node must look at now (a deadline passed or a warning is due), soonest first. */
  async due(now: number, limit = 100): Promise<string[]> {
    const rows = await this.db
      .selectFrom("clocks")
      .select("game_id")
      .where("next_check", "<=", new Date(now).toISOString())
      .orderBy("next_check")
      .limit(limit)
      .execute();
    return rows.map((r) => r.game_id);
  }

  // ------------------------------------------------------------- rematch links

  async rematchOf(gameId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom("rematches")
      .select("new_game_id")
      .where("game_id", "=", gameId)
      .executeTakeFirst();
    return row?.new_game_id ?? null;
  }

  /** Link a finished game to its rematch; false when another writer linked one first. */
  async linkRematch(gameId: string, newGameId: string, at: string): Promise<boolean> {
    try {
      await this.db
        .insertInto("rematches")
        .values({ game_id: gameId, new_game_id: newGameId, created_at: at })
        .execute();
      return true;
    } catch (err) {
      if ((await this.rematchOf(gameId)) !== null) return false;
      throw err;
    }
  }

  /** Give a rematch seat its token (only once: while it has none). True when it has this one now. */
  async claimSeat(gameId: string, seat: number, tokenHash: string): Promise<boolean> {
    await this.db
      .updateTable("seats")
      .set({ token_hash: tokenHash })
      .where("game_id", "=", gameId)
      .where("seat", "=", seat)
      .where("kind", "=", "human")
      .where("token_hash", "is", null)
      .execute();
    const row = await this.db
      .selectFrom("seats")
      .select("token_hash")
      .where("game_id", "=", gameId)
      .where("seat", "=", seat)
      .executeTakeFirst();
    return row?.token_hash === tokenHash;
  }

  /** Remove a game created for a rematch another writer linked first. */
  async deleteGame(gameId: string): Promise<void> {
    const db = this.db as unknown as Kysely<{
      games: { id: string };
      seats: { game_id: string };
      clocks: ClocksTable;
    }>;
    await db.deleteFrom("clocks").where("game_id", "=", gameId).execute();
    await db.deleteFrom("seats").where("game_id", "=", gameId).execute();
    await db.deleteFrom("games").where("id", "=", gameId).execute();
  }
}
