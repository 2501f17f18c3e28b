/**
 * One Kysely handle over SQLite (default, a file under ./data) or PostgreSQL (a URL).
 *
 * SQLite runs in WAL mode with synchronous=NORMAL. In WAL mode a commit is written to the WAL
 * file with write(2) before better-sqlite3 returns; NORMAL only skips the fsync at commit. The
 * data is then in the OS page cache, so it survives the *process* being killed (kill -9, crash)
 * — the durability this server promises and tests. What NORMAL gives up is the last commits on
 * an OS crash or power loss; set KOPRULU_SQLITE_SYNC=FULL to fsync every commit as well.
 */
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where it points, with any password removed (safe to log). */
  description: string;
  /** SQLite only: the better-sqlite3 handle, for the store's prepared-statement fast path. */
  sqlite?: SqliteDatabase.Database;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL only: use (and create) this schema, so parallel test runs never clash. */
  schema?: string;
}

export const DEFAULT_SQLITE_PATH = "./data/koprulu.sqlite";

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/** "sqlite:PATH", "file:PATH", a plain path, ":memory:", or a postgres:// URL. */
export async function openDatabase(
  url: string = DEFAULT_SQLITE_PATH,
  opts: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (isPostgresUrl(url)) return openPostgres(url, opts);
  return openSqlite(url.replace(/^(sqlite|file):(\/\/)?/, ""));
}

function openSqlite(path: string): DatabaseHandle {
  const file = path === ":memory:" ? path : resolve(path);
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma("journal_mode = WAL");
  // See the header comment: NORMAL is durable across process kills in WAL mode.
  sqlite.pragma(`synchronous = ${process.env.KOPRULU_SQLITE_SYNC === "FULL" ? "FULL" : "NORMAL"}`);
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", description: `sqlite:${file}`, sqlite, close: () => db.destroy() };
}

async function openPostgres(url: string, opts: OpenOptions): Promise<DatabaseHandle> {
  const safe = url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
  if (opts.schema !== undefined) {
    if (!/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error(`bad schema name ${opts.schema}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${opts.schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(opts.schema !== undefined ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: "postgres",
    description: opts.schema ? `${safe} (schema ${opts.schema})` : safe,
    close: () => db.destroy(),
  };
}

/** Test helper: drop a schema made by openDatabase(url, {schema}). */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
