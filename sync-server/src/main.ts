// The only file with side effects: read the config, start the server, seed an empty database,
// print how to sign in, and stop gracefully on SIGTERM/SIGINT.
import { ConfigError, loadConfig } from './config';
import { registeredEmails } from './domain/users/accounts';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoData } from './seed/seed';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  for (const warning of config.warnings) console.warn(`Warning: ${warning}`);
  let seeded = false;
  const server = await startServer(config, {
    beforeListen: async (db) => {
      if (config.seedDemoData && (await isDatabaseEmpty(db))) {
        await seedDemoData(db, config);
        seeded = true;
      }
    },
    log: (line) => console.log(line),
  });
  // Handlers first: a SIGTERM that arrives while the banner prints still stops gracefully.
  const stop = (signal: string) => {
    console.log(`${signal} received: finishing requests in flight, then closing the database`);
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Hostel Meals is running on http://${shown}:${server.port}`);
  console.log(`Data directory: ${config.dataDir}${seeded ? ' (demo data added)' : ''}`);
  // Only the demo accounts this database really has (none when demo data was never seeded).
  const present = await registeredEmails(
    server.db,
    DEMO_ACCOUNTS.map((account) => account.email),
  );
  const demo = DEMO_ACCOUNTS.filter((account) => present.has(account.email));
  if (demo.length > 0) {
    console.log('Demo sign-in:');
    for (const account of demo) {
      console.log(`  ${account.role.padEnd(8)} ${account.email}  password: ${account.password}`);
    }
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Hostel Meals failed to start:', error);
  }
  process.exit(1);
});
