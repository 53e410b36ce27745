// The only file with side effects: read the config, start the server, seed an empty database,
// print how to sign in, and stop gracefully on SIGTERM/SIGINT. Log lines are JSON (one object a
// line, for a log collector), or coloured text when a person runs it in a terminal; the start
// banner below is plain text either way.
import { ConfigError, loadConfig } from './config';
import { signInLines, workingDemoSignIns } from './seed/demo-sign-ins';
import { isDatabaseEmpty, seedDemoData } from './seed/seed';
import { startServer } from './server';
import { createLogger } from './telemetry/logger';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, pretty: process.stdout.isTTY === true });
  for (const warning of config.warnings) logger.warn(`Warning: ${warning}`);
  let seeded = false;
  const server = await startServer(config, {
    beforeReady: async (db, clock) => {
      if (config.seedDemoData && (await isDatabaseEmpty(db))) {
        await seedDemoData(db, config, clock);
        seeded = true;
      }
    },
    logger,
  });
  // Handlers first: a SIGTERM that arrives while the banner prints still stops gracefully.
  const stop = (signal: string) => {
    logger.warn(`${signal} received: finishing requests in flight, then closing the database`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'the graceful stop failed');
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
