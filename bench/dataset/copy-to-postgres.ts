// The same data set on PostgreSQL: a throwaway cluster (the tests' own, test-support), a
// database migrated by the server's migrations, and every row of every table copied from the
// data set's SQLite file, so both databases are measured on the same rows. VACUUM ANALYZE then
// gives PostgreSQL what a database in service has: statistics and a visibility map (index-only
// scans need it).
import { sql } from 'kysely';
import { openDatabase } from '../../sync-server/src/db/database';
import { migrateToLatest } from '../../sync-server/src/db/migrate';
import { openPostgres } from '../../sync-server/src/db/postgres';
import { startPostgresCluster } from '../../sync-server/src/test-support/postgres-cluster';

const CHUNK = 400;
/** Kysely's own bookkeeping: the migrations made it already. */
const SKIPPED = new Set(['kysely_migration', 'kysely_migration_lock']);

export type PostgresCopy = { databaseUrl: string; stop: () => Promise<void> };

export async function copyToPostgres(dataDir: string): Promise<PostgresCopy> {
  const cluster = await startPostgresCluster();
  try {
    const admin = openPostgres(cluster.urlFor('postgres'), 1);
    await sql`CREATE DATABASE hostel_bench`.execute(admin);
    await admin.destroy();
    const databaseUrl = cluster.urlFor('hostel_bench');
    const target = openPostgres(databaseUrl, 1);
    const source = openDatabase(dataDir);
    try {
      await migrateToLatest(target);
      const tables = (await target.introspection.getTables())
        .map((table) => table.name)
        .filter((name) => !SKIPPED.has(name));
      await target.transaction().execute(async (trx) => {
        // Rows arrive table by table, whatever their foreign keys: checks are off for the copy
        // (the rows came from a database that checked them).
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        for (const table of tables) {
          const { rows } = await sql
            .raw<Record<string, unknown>>(`SELECT * FROM "${table}"`)
            .execute(source);
          await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
          for (let start = 0; start < rows.length; start += CHUNK) {
            await trx
              .insertInto(table as 'meals')
              .values(rows.slice(start, start + CHUNK) as never)
              .execute();
          }
        }
      });
      await sql`VACUUM ANALYZE`.execute(target);
    } finally {
      await source.destroy();
      await target.destroy();
    }
    return { databaseUrl, stop: async () => cluster.stop() };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}
