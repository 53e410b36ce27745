// Opens the SQLite database (WAL, foreign keys, busy timeout) behind a Kysely instance.
import SQLite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect, type Transaction } from 'kysely';
import { withStatementCache } from './statement-cache';
import type { Database } from './tables';

export type Db = Kysely<Database>;
/** What domain functions take: the database or a transaction the caller opened. */
export type Executor = Kysely<Database> | Transaction<Database>;

export function openDatabase(dataDir: string, fileName = 'hostel.db'): Db {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, fileName));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}
