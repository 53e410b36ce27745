// `npm run rotate-pass-key`: adds a new meal pass signing key to the store the server keeps its
// keys in (DATA_DIR's file on SQLite, the database on PostgreSQL) and forgets keys no longer
// trusted. The instances sign with the new key from their next start; the key it replaces stays
// trusted until the passes it signed have expired
// (docs/decisions/0231-meal-pass-keys-kept-and-rotated.md).
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { rotatePassKeys } from '../meal-pass/pass-keys';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const ring = await rotatePassKeys(config, db, Date.now());
    console.log(`New meal pass key ${ring.signing.keyId}: restart the server to sign with it.`);
    console.log(`Trusted keys: ${ring.trusted.map((key) => key.keyId).join(', ')}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
