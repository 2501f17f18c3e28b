/**
 * Schema migrations, applied in order at startup (Kysely's Migrator keeps the applied list in
 * its own table). Never edit a released migration: add a new one.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";

const migrations: Record<string, Migration> = {
  "0001_initial": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("games")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("ruleset", "text", (c) => c.notNull())
        .addColumn("players", "integer", (c) => c.notNull())
        .addColumn("options", "text", (c) => c.notNull())
        .addColumn("seed", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("pending_seats", "text", (c) => c.notNull())
        .addColumn("outcome", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("games_status_updated")
        .on("games")
        .columns(["status", "updated_at"])
        .execute();
      await db.schema
        .createTable("seats")
        .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("token_hash", "text")
        .addColumn("bot", "text")
        .addColumn("strength", "text")
        .addColumn("webhook", "text")
        .addPrimaryKeyConstraint("seats_pk", ["game_id", "seat"])
        .execute();
      await db.schema.createIndex("seats_token_hash").on("seats").column("token_hash").execute();
      await db.schema
        .createTable("actions")
        .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("action", "text")
        .addColumn("idempotency_key", "text")
        .addColumn("description", "text", (c) => c.notNull())
        .addColumn("visible_to", "text", (c) => c.notNull())
        .addColumn("state_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("actions_pk", ["game_id", "seq"])
        .addUniqueConstraint("actions_idempotency", ["game_id", "seat", "idempotency_key"])
        .execute();
      await db.schema
        .createTable("snapshots")
        .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("state", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("snapshots_pk", ["game_id", "version"])
        .execute();
    },
  },
  "0002_hardening": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      // Whether the game's seed is the one its creator chose, or has server randomness mixed in
      // (game/seed.ts). Games made before this migration used the seed they were given.
      await db.schema.alterTable("games").addColumn("seed_source", "text").execute();
      // The public lobby (most recently active first, paginated by (updated_at, id)) reads this
      // index backwards instead of sorting the whole table.
      await db.schema.createIndex("games_updated_id").on("games").columns(["updated_at", "id"]).execute();
    },
  },
  "0003_story": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      // What followed an action, as data (JSON of Ruleset.tellAction's story), so clients tell
      // it in their reader's language. Entries made before this migration have none (null):
      // clients show their English description.
      await db.schema.alterTable("actions").addColumn("story", "text").execute();
    },
  },
  "0004_clocks": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      // A game's clocks (clock/clock-store.ts): its settings and each seat's bank and running
      // decision as JSON, the game version they describe, and when a node must next look at it
      // (a deadline or a warning; ISO text, indexed for the sweep every node runs).
      await db.schema
        .createTable("clocks")
        .addColumn("game_id", "text", (c) => c.primaryKey().references("games.id").onDelete("cascade"))
        .addColumn("settings", "text", (c) => c.notNull())
        .addColumn("seats", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("next_check", "text")
        .execute();
      await db.schema.createIndex("clocks_next_check").on("clocks").column("next_check").execute();
      // "Play again" (rematch): the finished game's one new game (the primary key makes it one).
      await db.schema
        .createTable("rematches")
        .addColumn("game_id", "text", (c) => c.primaryKey().references("games.id").onDelete("cascade"))
        .addColumn("new_game_id", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0005_open_tables_chat": {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
    async up(db: Kysely<any>) {
      // Open tables: whether the game is on the public list of open tables (1) or invitation
      // only (0). Games made before this migration are unlisted: none has a free seat.
      await db.schema
        .alterTable("games")
        .addColumn("listed", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      // Whether spectators (no seat token) may write in the table chat; chosen at creation.
      await db.schema
        .alterTable("games")
        .addColumn("chat_spectators", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      // The list of open tables: listed unfinished games, newest first, paged by (created_at, id).
      await db.schema
        .createIndex("games_listed_created")
        .on("games")
        .columns(["listed", "status", "created_at", "id"])
        .execute();
      // The table chat: per game, numbered 1, 2, 3, … (the pair is unique, so two nodes
      // writing at once cannot both take the same number; the loser retries).
      await db.schema
        .createTable("chat")
        .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("seat", "integer")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("text", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("chat_pk", ["game_id", "seq"])
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Apply every migration not applied yet. On PostgreSQL the migrator's own tables are looked up
 * in the connection's current schema (its search_path): otherwise Kysely, which lists the tables
 * of every schema, would take another schema's migration tables for ours and never create them.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  const migrationTableSchema =
    dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
