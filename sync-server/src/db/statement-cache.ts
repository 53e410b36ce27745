// Kysely's SQLite driver prepares every query anew; preparing costs more than running these
// small queries. This keeps the most recently used prepared statements by SQL text (bounded, so
// queries with inlined values cannot grow it without end). Statements are only run with
// all()/run() here, never iterated, so one statement can serve every caller in turn.
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

export function withStatementCache(sqlite: SqliteDatabase, capacity = 500): KyselySqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql); // re-inserted below: the Map's order is the recency order
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement as unknown as ReturnType<KyselySqliteDatabase['prepare']>;
    },
  };
}
