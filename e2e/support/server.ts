// A real Hostel Meals server for browser journeys: ephemeral port, its own temporary data
// directory (SQLite + uploads), demo data seeded, serving the built PWA from dist/.
// Build first (`npx vite build`; `npm test` does it when stale).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../sync-server/src/config';
import type { Db } from '../../sync-server/src/db/database';
import type { Clock } from '../../sync-server/src/domain/hostel/clock';
import { seedDemoData } from '../../sync-server/src/seed/seed';
import { startServer, type RunningServer } from '../../sync-server/src/server';

export type E2EServer = {
  url: string;
  server: RunningServer;
  db: Db;
  config: Config;
  /** Stops the server gracefully and starts it again on the same port and data directory. */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

// E2E_DIST_DIR lets one engineer test their own build while others rebuild dist/.
export const DIST_DIR = path.resolve(process.env.E2E_DIST_DIR ?? 'dist');

export async function startE2EServer(
  options: { seed?: boolean; env?: Record<string, string>; clock?: Clock } = {},
): Promise<E2EServer> {
  if (!existsSync(path.join(DIST_DIR, 'index.html'))) {
    throw new Error('dist/ is missing: run `npx vite build` (npm test builds it when stale)');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-e2e-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'fatal',
    SEED_DEMO_DATA: 'false',
    SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    PWA_DIST_DIR: DIST_DIR,
    ...options.env,
    DATA_DIR: dataDir,
  });
  const server = await startServer(config, {
    beforeReady:
      options.seed === false ? undefined : (db, clock) => seedDemoData(db, config, clock),
    clock: options.clock,
  });
  const e2e: E2EServer = {
    url: server.url,
    server,
    db: server.db,
    config,
    restart: async () => {
      await e2e.server.close();
      e2e.server = await startServer(
        { ...config, port: e2e.server.port },
        { clock: options.clock },
      );
      e2e.db = e2e.server.db;
    },
    close: async () => {
      await e2e.server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return e2e;
}
