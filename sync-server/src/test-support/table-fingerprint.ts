// A digest of every row of every table, on SQLite and PostgreSQL alike: equal digests before and
// after a refused call mean it changed nothing. Tables come from Kysely's introspection (not
// sqlite_master) and rows are sorted here (PostgreSQL has no rowid order).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf } from '../db/dialect';

export async function tableFingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  for (const name of tables) {
    const result = await sql.raw<Record<string, unknown>>(`SELECT * FROM "${name}"`).execute(db);
    const rows = result.rows.map((row) => JSON.stringify(row)).sort();
    hash.update(name).update(JSON.stringify(rows));
  }
  return hash.digest('hex');
}

/**
 * A mark that moves whenever anything is written to the database: SQLite's count of rows
 * changed on the server's one connection, PostgreSQL's write-ahead log position. Equal marks
 * mean nothing was written, so the full digest above need not be taken again; a moved mark
 * (a write that was rolled back moves it too) means the digest decides.
 */
export async function writeMark(db: Db): Promise<string> {
  const query =
    dialectOf(db) === 'postgres'
      ? sql<{ mark: string }>`SELECT pg_current_wal_insert_lsn()::text AS mark`
      : sql<{ mark: string }>`SELECT total_changes() AS mark`;
  return String((await query.execute(db)).rows[0]!.mark);
}
