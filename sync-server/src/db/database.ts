// Opens the database behind a Kysely instance: SQLite in DATA_DIR (WAL, foreign keys, busy
// timeout) by default, PostgreSQL when DATABASE_URL is set (postgres.ts).
import SQLite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect, type Transaction } from 'kysely';
import { attachCommittedReader, sqliteCommittedReader } from './committed-reader';
import { openPostgres } from './postgres';
import { withStatementCache } from './statement-cache';
import type { Database } from './tables';
import { queryErrorLog, type QueryErrorListener } from './query-errors';

export type Db = Kysely<Database>;
/** What domain functions take: the database or a transaction the caller opened. */
export type Executor = Kysely<Database> | Transaction<Database>;
/** A transaction the caller opened (writeTransaction / inTransaction). */
export type Trx = Transaction<Database>;

export function openDatabase(
  dataDir: string,
  fileName = 'hostel.db',
  onQueryError?: QueryErrorListener,
): Db {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, fileName);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Synchronous reads of committed data (committed-reader.ts), closed with the database.
  const reader = sqliteCommittedReader(file);
  const statements = withStatementCache(sqlite);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        prepare: statements.prepare,
        close: () => {
          reader.close();
          statements.close();
        },
      },
    }),
    log: queryErrorLog(onQueryError),
  });
  attachCommittedReader(db, reader);
  return db;
}

/** The database the configuration names: PostgreSQL for DATABASE_URL, else SQLite in DATA_DIR. */
export function openConfiguredDatabase(
  config: { dataDir: string; databaseUrl?: string },
  onQueryError?: QueryErrorListener,
): Db {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, undefined, onQueryError)
    : openDatabase(config.dataDir, undefined, onQueryError);
}
