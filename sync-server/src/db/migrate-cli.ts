// `npm run migrate`: brings the configured database (SQLite in DATA_DIR, or DATABASE_URL's
// PostgreSQL) to the latest schema and says which one it migrated. The server also migrates at
// start; this is for deployments that migrate once before starting several instances.
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from './database';
import { migrateToLatest } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const where = config.databaseUrl
      ? `PostgreSQL at ${new URL(config.databaseUrl).host}`
      : `SQLite in ${config.dataDir}`;
    console.log(`Database migrated: ${where}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
