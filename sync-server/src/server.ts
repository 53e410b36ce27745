// startServer: opens the database, migrates, builds the app, listens, attaches socket.io, and
// knows how to stop gracefully (finish requests in flight, close sockets, close the database).
import {
  createServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as SocketServer } from 'socket.io';
import { createApp, type App } from './app';
import type { Config } from './config';
import { openConfiguredDatabase, type Db } from './db/database';
import type { Clock } from './domain/hostel/clock';
import { migrateToLatest } from './db/migrate';
import { attachRealtime } from './realtime/attach';
import { startSessionSweeper } from './auth/session-store';

/** How long a graceful stop waits for requests in flight before cutting them off. */
const DRAIN_TIMEOUT_MS = 10_000;

/** Counts requests from arrival until their response is finished or their connection dropped. */
function trackRequestsInFlight(http: HttpServer) {
  const open = new Set<ServerResponse>();
  let onEmpty: (() => void) | undefined;
  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // socket.io's long-polling requests stay open by design; io.close() ends those.
    if (request.url?.startsWith('/socket.io/')) return;
    open.add(response);
    response.once('close', () => {
      open.delete(response);
      if (open.size === 0) onEmpty?.();
    });
  });
  return {
    count: () => open.size,
    drained: (timeoutMs: number) =>
      new Promise<void>((resolve) => {
        if (open.size === 0) return resolve();
        const timer = setTimeout(resolve, timeoutMs);
        onEmpty = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
  };
}

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
  const db = openConfiguredDatabase(config);
  await migrateToLatest(db);
  // Expired sessions are deleted at start and then hourly (they are refused anyway).
  const sweeper = startSessionSweeper(db, { log: hooks.log });
  await sweeper.sweeping;
  await hooks.beforeListen?.(db);
  const app = createApp({ config, db, clock: hooks.clock });
  const http = createServer(app.koa.callback());
  const io = attachRealtime(http, app.deps);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  const inFlight = trackRequestsInFlight(http);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Stop accepting connections; Node's own close does not wait for requests still being
      // read or answered, so wait for those ourselves before the database goes away.
      sweeper.stop();
      http.close();
      http.closeIdleConnections();
      if (inFlight.count() > 0) hooks.log?.(`Waiting for ${inFlight.count()} request(s) in flight`);
      await inFlight.drained(DRAIN_TIMEOUT_MS);
      await io.close().catch(() => undefined);
      http.closeAllConnections();
      await db.destroy();
    })());
  return { url: `http://localhost:${port}`, port, app, db, http, io, close };
}
