// A migrated SQLite database in a temporary folder of its own, for tests of the data layer that
// need real tables but no server. `remove` destroys it and deletes the folder; it may run after
// a test already destroyed the database (Kysely's destroy is a no-op the second time).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export interface MigratedDatabase {
  db: Db;
  /** The folder holding hostel.db. */
  dataDir: string;
  remove: () => Promise<void>;
}

/** Opens and migrates `<tmp>/<prefix>XXXXXX/hostel.db`. Return `remove` from `beforeAll`. */
export async function migratedDatabase(prefix: string): Promise<MigratedDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const db = openDatabase(dir);
  await migrateToLatest(db);
  return {
    db,
    dataDir: dir,
    remove: async () => {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
