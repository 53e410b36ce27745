// Kysely's SQLite driver prepares every query anew; preparing costs more than running these
// small queries. This keeps the most recently used prepared statements by SQL text (bounded, so
// queries with inlined values cannot grow it without end). Statements are only run with
// all()/run() here, never iterated, so one statement can serve every caller in turn.
// lru-cache marks a statement used without moving it in a Map (deleting and re-inserting a key
// on every use leaves a deleted slot behind each time, which slows the next lookups of it).
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

export function withStatementCache(sqlite: SqliteDatabase, capacity = 500): KyselySqliteDatabase {
  const statements = new LRUCache<string, Statement>({ max: capacity });
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
      return statement as unknown as ReturnType<KyselySqliteDatabase['prepare']>;
    },
  };
}
