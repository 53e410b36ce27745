// startServer: opens the database, migrates, builds the app, listens, attaches socket.io, and
// knows how to stop gracefully (graceful-stop.ts). With REDIS_URL it joins the other instances.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as SocketServer } from 'socket.io';
import { createApp, type App } from './app';
import type { Config } from './config';
import { openConfiguredDatabase, type Db } from './db/database';
import { systemClock, type Clock } from './domain/hostel/clock';
import { migrateToLatest } from './db/migrate';
import { grantFirstCoversOnce } from './domain/covers/grant-first-covers-at-start';
import { attachRealtime } from './realtime/attach';
import { startSessionSweeper } from './domain/sessions/session-store';
import { stopGracefully, trackRequestsInFlight } from './graceful-stop';
import { setLimiterStore } from './http/limiters';
import { connectRedis } from './scale/redis-link';

/** How long an idle kept-alive connection stays open (above the usual 60 s of proxies). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

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
  const clock = hooks.clock ?? systemClock;
  const db = openConfiguredDatabase(config);
  await migrateToLatest(db);
  // Expired sessions are deleted at start and then hourly (they are refused anyway).
  const sweeper = startSessionSweeper(db, clock, { log: hooks.log });
  await sweeper.sweeping;
  await hooks.beforeListen?.(db);
  await grantFirstCoversOnce(db, clock);
  // With REDIS_URL, the limiters built now count in Redis and socket.io reaches every instance.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, hooks.log) : undefined;
  setLimiterStore(redis?.limiterStore);
  let app: App, http: HttpServer, io: SocketServer;
  // Counts requests and connections for the graceful stop, and refuses (503) the requests of
  // connections opened once it has begun, before the app sees them.
  const inFlight = trackRequestsInFlight();
  try {
    app = createApp({ config, db, clock });
    http = createServer(inFlight.guard(app.listener));
    // Idle kept-alive connections close after KEEP_ALIVE_TIMEOUT_MS, not Node's 5 s: a client
    // reuses a connection for the time the server announced (minus a second or so), and under
    // load the server's timer could fire while the client's next request sat unread on it,
    // resetting it (the soak's "fetch failed" ECONNRESETs, docs/performance.md). With a long
    // timeout, busy connections are always reused well within it.
    http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    io = attachRealtime(http, app.deps, redis?.adapter);
  } finally {
    setLimiterStore(undefined); // the store is chosen per server, not for the whole process
  }
  // After socket.io (its polling requests are told apart), before listen (every connection).
  inFlight.watch(http);
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
      closeShared: redis?.close,
      closeDatabase: () => db.destroy(),
      log: hooks.log,
    }));
  return { url: `http://localhost:${port}`, port, app, db, http, io, close };
}
