// Which database a Kysely instance talks to, for the few places that differ (migrations' column
// types, the writers' lock). Everything else is written once in SQL both databases accept:
// ON CONFLICT, RETURNING, lower(...) LIKE ... ESCAPE, integers 0/1 for booleans, JSON as text.
import { PostgresAdapter, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the adapter is read
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
