// The only file with side effects: read the config, start the server, seed an empty database,
// print how to sign in, and stop gracefully on SIGTERM/SIGINT.
import { ConfigError, loadConfig } from './config';
import { signInLines, workingDemoSignIns } from './seed/demo-sign-ins';
import { isDatabaseEmpty, seedDemoData } from './seed/seed';
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
  // Only demo accounts this database holds with their demo password (none if never seeded).
  const demo = await workingDemoSignIns(server.db);
  if (demo.length > 0) {
    console.log('Demo sign-in:');
    for (const line of signInLines(demo)) console.log(line);
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
