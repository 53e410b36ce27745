// startServer: listens at once (probes get /healthz 200 and /readyz 503 "starting", everything
// else 503 while it starts), opens the database, migrates, builds the app, attaches socket.io,
// then is ready; it knows how to stop gracefully (graceful-stop.ts). With REDIS_URL it joins the
// other instances. Every request is logged and measured (telemetry/observe-requests.ts).
import { createServer, type RequestListener, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server as SocketServer } from 'socket.io';
import { createApp, type App } from './app';
import type { Config } from './config';
import { openConfiguredDatabase, type Db } from './db/database';
import { systemClock, type Clock } from './domain/hostel/clock';
import { migrateToLatest } from './db/migrate';
import { currentSeq } from './db/sequence';
import {
  attachSequenceNotices,
  listenForSequence,
  type SequenceNotices,
} from './db/sequence-notices';
import { grantFirstCoversOnce } from './domain/covers/grant-first-covers-at-start';
import { attachRealtime } from './realtime/attach';
import { liveSyncStarted } from './realtime/live-sync';
import { startSessionSweeper } from './domain/sessions/session-store';
import { stopGracefully, trackRequestsInFlight } from './graceful-stop';
import { setLimiterStore } from './http/limiters';
import { pingDatabaseNow } from './db/ping';
import { connectRedis, type RedisLink } from './scale/redis-link';
import { setProcessLogger } from './telemetry/log-context';
import { createLogger, flushLog } from './telemetry/logger';
import { logStartWarnings } from './telemetry/start-warnings';
import { createMetrics, type Metrics } from './telemetry/metrics';
import { observeRequests } from './telemetry/observe-requests';
import { createReadiness, type Readiness } from './telemetry/readiness';
import { answerWhileStarting, refuseUpgradesWhileStarting } from './telemetry/starting';
import type { Logger } from 'pino';
import { startCutoffReminders } from './push/cutoff-reminders';
import { createPushNotifier, type PushNotifier } from './push/push-notifier';
import { resolveVapidKeys } from './push/vapid-keys';
import { resolvePassKeys } from './meal-pass/pass-keys';

/** How long an idle kept-alive connection stays open (above the usual 60 s of proxies). */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export type RunningServer = {
  url: string;
  port: number;
  app: App;
  db: Db;
  http: HttpServer;
  io: SocketServer;
  logger: Logger;
  metrics: Metrics;
  readiness: Readiness;
  close: () => Promise<void>;
};

export async function startServer(
  config: Config,
  hooks: {
    /** Runs once the database is migrated, before the server is ready (seeding, by its clock). */
    beforeReady?: (db: Db, clock: Clock) => Promise<void>;
    /** Where the server's log lines go: a logger at LOG_LEVEL on stdout by default. */
    logger?: Logger;
    /** The server's "now" (tests set it); the system clock by default. */
    clock?: Clock;
  } = {},
): Promise<RunningServer> {
  const clock = hooks.clock ?? systemClock;
  const logger = hooks.logger ?? createLogger({ level: config.logLevel });
  setProcessLogger(logger);
  logStartWarnings(config, logger);
  // The session sweep's failures and a stop's progress: worth seeing at LOG_LEVEL=warn too.
  const log = (line: string) => logger.warn(line);
  const metrics = createMetrics();
  const readiness = createReadiness();
  // Counts requests and connections for the graceful stop, and refuses (503) the requests of
  // connections opened once it has begun, before the app sees them.
  const inFlight = trackRequestsInFlight();
  let answer: RequestListener = answerWhileStarting(readiness);
  // Logged and measured first: the drain's refusals and the answers given while starting too.
  const http = createServer(
    observeRequests(
      inFlight.guard((request, response) => answer(request, response)),
      { logger, metrics },
    ),
  );
  // Idle kept-alive connections close after KEEP_ALIVE_TIMEOUT_MS, not Node's 5 s: a client reuses
  // a connection for the time the server announced (minus a second or so), and under load the
  // server's timer could fire while the client's next request sat unread on it, resetting it (the
  // soak's "fetch failed" ECONNRESETs, docs/performance-log/scale-out-and-soak.md). With a long
  // timeout, busy connections are always reused well within it.
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // Before listen (every connection). socket.io, attached later, wraps this listener: its own
  // polling requests are not counted.
  inFlight.watch(http);
  const stopRefusingUpgrades = refuseUpgradesWhileStarting(http);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, config.host, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;

  let db: Db | undefined;
  let notices: SequenceNotices | undefined;
  let push: PushNotifier;
  let reminders: ReturnType<typeof startCutoffReminders>;
  let redis: RedisLink | undefined;
  let app: App, io: SocketServer;
  let sweeper: ReturnType<typeof startSessionSweeper>;
  try {
    db = openConfiguredDatabase(config, () => metrics.databaseErrors.inc());
    await migrateToLatest(db);
    // On PostgreSQL the instance is told of every committed write (db/sequence-notices.ts).
    const openDatabase = db;
    notices = config.databaseUrl
      ? await listenForSequence(config.databaseUrl, () => currentSeq(openDatabase), log)
      : undefined;
    if (notices) attachSequenceNotices(db, notices);
    // Expired sessions are deleted at start and then hourly (they are refused anyway).
    sweeper = startSessionSweeper(db, clock, { log });
    await sweeper.sweeping;
    await hooks.beforeReady?.(db, clock);
    await grantFirstCoversOnce(db, clock);
    push = createPushNotifier({
      db,
      clock,
      keys: await resolveVapidKeys(config, db),
      subject: config.push.subject,
      serviceCa: config.push.serviceCa,
      log,
    });
    reminders = startCutoffReminders(db, clock, push, log);
    // With REDIS_URL, the limiters built now count in Redis and socket.io reaches every instance.
    redis = config.redisUrl
      ? await connectRedis(config.redisUrl, {
          log: (line) => logger.warn(line),
          onError: () => metrics.redisErrors.inc(),
        })
      : undefined;
    setLimiterStore(redis?.limiterStore);
    try {
      const passKeys = await resolvePassKeys(config, db, clock.now());
      app = createApp({ config, db, clock, metrics, readiness, logger, push, passKeys });
      stopRefusingUpgrades();
      io = attachRealtime(http, app.deps, redis?.adapter);
    } finally {
      setLimiterStore(undefined); // the store is chosen per server, not for the whole process
    }
    await liveSyncStarted(io);
  } catch (error) {
    await new Promise((resolve) => http.close(resolve));
    http.closeAllConnections();
    await redis?.close();
    await notices?.close();
    await db?.destroy();
    throw error;
  }
  const openDb = db;
  const link = redis;
  readiness.pingDatabase = () => pingDatabaseNow(openDb);
  if (link) readiness.redisUp = () => link.client.status === 'ready';
  metrics.readings.sockets = () => io.engine.clientsCount;
  if (readiness.redisUp) metrics.watchRedis(readiness.redisUp);
  answer = app.listener;
  readiness.markReady();
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??=
      (readiness.markDraining(),
      stopGracefully({
        http,
        inFlight,
        io,
        stopBackground: () => {
          sweeper.stop();
          reminders.stop();
          void notices?.close();
        },
        closeShared: link?.close,
        // Notices being sent finish first: they read and prune subscriptions.
        closeDatabase: async () => {
          await push.close();
          await openDb.destroy();
        },
        log,
        // Then the log lines still buffered (the stop's own included) are written.
      }).finally(() => flushLog(logger))));
  return {
    url: `http://localhost:${port}`,
    port,
    app,
    db: openDb,
    http,
    io,
    logger,
    metrics,
    readiness,
    close,
  };
}
