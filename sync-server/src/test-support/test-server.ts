// A real server for integration tests: ephemeral port, its own temporary SQLite file, no seed
// unless asked. `client()` gives a cookie-keeping HTTP client, one per simulated person.
// In the node-pg vitest project (HOSTEL_TEST_DATABASE=postgres) the same server runs on its own
// fresh PostgreSQL database instead (postgres-databases.ts); a restart on the same DATA_DIR
// finds the same database again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/database';
import { systemClock, type Clock } from '../domain/hostel/clock';
import { startServer, type RunningServer } from '../server';
import type { Logger } from 'pino';
import { ApiClient } from './api-client';
import { testDatabase, testsUsePostgres } from './postgres-databases';

export type TestServer = {
  url: string;
  server: RunningServer;
  db: Db;
  config: Config;
  /** The server's clock: accounts, sessions and payments a test makes are dated by it too. */
  clock: Clock;
  client: () => ApiClient;
  close: () => Promise<void>;
};

export async function startTestServer(
  env: Record<string, string> = {},
  hooks: {
    /** Seeding and the like, by the test server's clock. */
    beforeReady?: (db: Db, config: Config, clock: Clock) => Promise<void>;
    clock?: Clock;
    /** Where the server's log lines go (tests capture them: log-capture.ts). */
    logger?: Logger;
  } = {},
): Promise<TestServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'hostel-test-'));
  const postgres =
    testsUsePostgres() && !env.DATABASE_URL
      ? await testDatabase(env.DATA_DIR ? path.resolve(env.DATA_DIR) : undefined)
      : undefined;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    // Tests sign up and write far faster than people; security/write-limits.test.ts sets these.
    REGISTRATIONS_PER_HOUR: '100000',
    REVIEWS_PER_MINUTE: '100000',
    UPLOADS_PER_MINUTE: '100000',
    ...env,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    DATA_DIR: dataDir,
  });
  const clock = hooks.clock ?? systemClock;
  const server = await startServer(config, {
    beforeReady: hooks.beforeReady
      ? (db, serverClock) => hooks.beforeReady!(db, config, serverClock)
      : undefined,
    clock,
    logger: hooks.logger,
  });
  return {
    url: server.url,
    server,
    db: server.db,
    config,
    clock,
    client: () => new ApiClient(server.url),
    close: async () => {
      await server.close();
      if (!env.DATA_DIR) {
        rmSync(dataDir, { recursive: true, force: true });
        await postgres?.drop();
      }
    },
  };
}
