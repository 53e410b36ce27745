// startServer: opens the database, migrates, builds the app, listens, attaches socket.io, and
// knows how to stop gracefully (graceful-stop.ts).
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as SocketServer } from 'socket.io';
import { createApp, type App } from './app';
import type { Config } from './config';
import { openDatabase, type Db } from './db/database';
import type { Clock } from './domain/hostel/clock';
import { migrateToLatest } from './db/migrate';
import { attachRealtime } from './realtime/attach';
import { startSessionSweeper } from './auth/session-store';
import { stopGracefully, trackRequestsInFlight } from './graceful-stop';

export type RunningServer = {
  url: string;
  port: number;
  app: App;
  db: Db;
  http: HttpServer;
  io: SocketServer;
  close: () => Promise<void>;
};

export async function startServer(
  config: Config,
  hooks: {
    beforeListen?: (db: Db) => Promise<void>;
    log?: (line: string) => void;
    /** The server's "now" (tests set it); the system clock by default. */
    clock?: Clock;
  } = {},
): Promise<RunningServer> {
  const db = openDatabase(config.dataDir);
  await migrateToLatest(db);
  // Expired sessions are deleted at start and then hourly (they are refused anyway).
  const sweeper = startSessionSweeper(db, { log: hooks.log });
  await sweeper.sweeping;
  await hooks.beforeListen?.(db);
  const app = createApp({ config, db, clock: hooks.clock });
  const http = createServer(app.koa.callback());
  const io = attachRealtime(http, app.deps);
  const inFlight = trackRequestsInFlight(http);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= stopGracefully({
      http,
      inFlight,
      io,
      stopBackground: () => sweeper.stop(),
      closeDatabase: () => db.destroy(),
      log: hooks.log,
    }));
  return { url: `http://localhost:${port}`, port, app, db, http, io, close };
}
