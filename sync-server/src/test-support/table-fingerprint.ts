// A digest of every row of every table, on SQLite and PostgreSQL alike: equal digests before and
// after a refused call mean it changed nothing. Tables come from Kysely's introspection (not
// sqlite_master) and rows are sorted here (PostgreSQL has no rowid order).
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

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
