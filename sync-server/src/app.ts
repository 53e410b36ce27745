// createApp: the Koa application (no listen), built from a config and an open database.
// Tests and main.ts both use it; startServer in server.ts adds the HTTP server and socket.io.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa, { type Middleware } from 'koa';
import type { Logger } from 'pino';
import { koaBody } from 'koa-body';
import compress from 'koa-compress';
import { API_BASE, STRIPE_WEBHOOK_PATH } from '@hostel/shared-schema';
import type { Config } from './config';
import type { Db } from './db/database';
import { currentSeqNow } from './db/sequence';
import { systemClock, type Clock } from './domain/hostel/clock';
import type { PushNotifier } from './push/push-notifier';
import type { PassKeyRing } from './meal-pass/pass-keys';
import { sessionMiddleware } from './auth/session';
import type { AppState, Deps } from './http/context';
import { refuseDeepBodies } from './http/body-depth';
import { DEFAULT_BODY_LIMIT, SMALL_BODY_LIMIT, takesSmallBody } from './http/body-limits';
import { errorMiddleware } from './http/error-middleware';
import { resolveClientAddress } from './http/client-address';
import { jsonOnly } from './http/json-only';
import { trustedProxyCheck } from './http/trusted-proxy';
import { refuseCrossSite } from './http/same-origin';
import { securityHeaderLists, securityHeaders } from './http/security-headers';
import { refuseUndecodablePaths } from './http/path-guard';
import { createWriteLimiters } from './http/write-limits';
import { COMPRESS_THRESHOLD, readCache } from './http/read-cache';
import { bodyParserExcept } from './http/raw-body';
import { logRequestBodies } from './telemetry/body-log';
import { noteRequestFacts } from './telemetry/koa-facts';
import { createMetrics, type Metrics } from './telemetry/metrics';
import { metricsEndpoint } from './telemetry/metrics-endpoint';
import { createReadiness, type Readiness } from './telemetry/readiness';
import { buildRoutes } from './routes';
import { healthCheck } from './routes/health.routes';
import { firstScreenOf } from './static/first-screen';
import { servePwa } from './static/serve-pwa';
import { bodyParseError } from './uploads/body-errors';
import { clearUploadTemp } from './uploads/multipart-body';

export type App = {
  koa: Koa<AppState>;
  deps: Deps;
  /**
   * The HTTP request listener (Koa's); startServer wraps it in the request log and metrics
   * (telemetry/observe-requests.ts).
   */
  listener: (request: IncomingMessage, response: ServerResponse) => void;
  metrics: Metrics;
  readiness: Readiness;
};

/** A replication pull's URL (the read cache keeps some collections' pulls). */
const CACHED_PULL = new RegExp(`^${API_BASE}/sync/([\\w-]+)/pull`);

/** Body parsing is for API calls only: not for /healthz or the PWA's files. */
const apiOnly =
  (middleware: Middleware<AppState>): Middleware<AppState> =>
  (ctx, next) =>
    ctx.path.startsWith(`${API_BASE}/`) ? middleware(ctx, next) : next();

export function createApp({
  config,
  db,
  clock = systemClock,
  metrics = createMetrics(),
  readiness = createReadiness(),
  logger,
  push,
  passKeys,
}: {
  config: Config;
  db: Db;
  clock?: Clock;
  metrics?: Metrics;
  /** What /readyz reports (startServer's, which it marks ready and draining). */
  readiness?: Readiness;
  logger?: Logger;
  push?: PushNotifier;
  passKeys: PassKeyRing;
}): App {
  const deps: Deps = {
    config,
    db,
    events: new EventEmitter(),
    clock,
    limits: createWriteLimiters(config),
    metrics,
    logger,
    push,
    passKeys,
  };
  clearUploadTemp(config);
  const koa = new Koa<AppState>({
    // Only a configured reverse proxy may say that the request came over HTTPS (Secure cookies);
    // the client's address is resolveClientAddress's (a trusted peer's one hop, below).
    proxy: config.trustProxy,
    maxIpsCount: 1,
  });
  koa.keys = [config.sessionSecret];
  koa.silent = true; // the error middleware logs what matters

  const headers = securityHeaderLists(config);
  koa.use(resolveClientAddress(trustedProxyCheck(config.trustedProxies))); // before any limit
  koa.use(noteRequestFacts()); // the route pattern and user of the request log and metrics
  koa.use(securityHeaders(headers)); // first: error answers carry the headers too
  koa.use(errorMiddleware());
  koa.use(healthCheck(readiness)); // before the rest of the stack: probes need none of it
  koa.use(metricsEndpoint(metrics, config.metricsToken));
  koa.use(refuseUndecodablePaths());
  koa.use(refuseCrossSite(config));
  koa.use(jsonOnly());
  // API answers above ~1 KB go out compressed (the PWA's files are precompressed at build).
  koa.use(compress({ threshold: COMPRESS_THRESHOLD }));
  // READ_CACHE=off leaves the cache out: every public read is answered by its route from the
  // database, the figure the bench compares the cache against.
  const cache =
    config.readCache === 'on'
      ? readCache(() => currentSeqNow(db), {
          onOutcome: (outcome, url) => {
            metrics.readCache.inc({ outcome });
            // A pull answered from the cache never reaches its route, which counts the others.
            const pulled = outcome === 'hit' && CACHED_PULL.exec(url);
            if (pulled) metrics.syncPulls.inc({ collection: pulled[1] });
          },
        })
      : undefined;
  if (cache) {
    metrics.watchReadCache(() => cache.stats().bytes);
    koa.use(cache);
  }
  // Multipart is parsed only by the routes that take an upload (uploads/multipart-body.ts).
  // Stripe signs its webhook's exact bytes: that one path keeps its raw body.
  const bodyParser = (limit: string) =>
    koaBody({
      multipart: false,
      jsonLimit: limit,
      formLimit: limit,
      onError: (error, ctx) => {
        throw bodyParseError(error, ctx.get('content-encoding'));
      },
    });
  const smallBodies = bodyParser(SMALL_BODY_LIMIT);
  const largerBodies = bodyParser(DEFAULT_BODY_LIMIT);
  koa.use(
    apiOnly(
      bodyParserExcept([`${API_BASE}${STRIPE_WEBHOOK_PATH}`], (ctx, next) =>
        (takesSmallBody(ctx.path) ? smallBodies : largerBodies)(ctx, next),
      ),
    ),
  );
  koa.use(refuseDeepBodies());
  koa.use(logRequestBodies()); // at LOG_LEVEL=debug only, secrets redacted
  koa.use(sessionMiddleware(db, clock));
  koa.use(buildRoutes(deps).middleware());
  koa.use(
    servePwa(config.pwaDistDir, (path, hasQuery) => firstScreenOf(db, clock, path, hasQuery)),
  );
  return { koa, deps, listener: koa.callback(), metrics, readiness };
}
