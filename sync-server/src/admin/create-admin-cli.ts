// `npm run create-admin -- --email boss@example.org [--name "The Boss"]` with the password in
// ADMIN_PASSWORD (kept out of the process list and shell history): creates an admin on the
// database of DATA_DIR, or promotes the existing account with that e-mail (its password stays).
// Safe while the server runs: SQLite in WAL mode takes the write between requests.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { AdminInputError, createOrPromoteAdmin } from './bootstrap-admin';

const USAGE =
  'Usage: ADMIN_PASSWORD=… npm run create-admin -- --email <e-mail> [--name <name>]\n' +
  '  Without ADMIN_PASSWORD, promotes an existing account.';

async function main(): Promise<number> {
  let values: { email?: string; name?: string; password?: string };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (!values.email) {
    console.error(`--email is required\n${USAGE}`);
    return 1;
  }
  const config = loadConfig();
  const db = openConfiguredDatabase(config);
  try {
    await migrateToLatest(db);
    const outcome = await createOrPromoteAdmin(db, {
      email: values.email,
      name: values.name,
      password: values.password ?? process.env.ADMIN_PASSWORD ?? undefined,
    });
    console.log(
      outcome.created
        ? `Created ${outcome.email}: ${outcome.email} is now an admin and can sign in.`
        : `Promoted the existing account: ${outcome.email} is now an admin.`,
    );
    if (outcome.passwordIgnored) console.log('Its password was left unchanged.');
    return 0;
  } catch (error) {
    if (error instanceof AdminInputError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
