// Opens PostgreSQL (DATABASE_URL=postgres://…) behind the same Kysely<Database> as SQLite. The
// schema stores times, counters and sequence numbers as bigint; node-postgres hands int8 and
// numeric back as strings by default, so this pool parses them to numbers (all of them stay far
// below 2^53), and domain code sees the same types on both databases.
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import { queryErrorLog, type QueryErrorListener } from './query-errors';
import type { Database } from './tables';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openPostgres(
  connectionString: string,
  poolSize = 10,
  onQueryError?: QueryErrorListener,
): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types });
  // An idle client losing its connection (database restart) must not crash the process: the
  // pool drops it and the next query opens a new one. It counts as a database error.
  pool.on('error', (error) => onQueryError?.(error));
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: queryErrorLog(onQueryError),
  });
}
