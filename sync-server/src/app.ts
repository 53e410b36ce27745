// createApp: the Koa application (no listen), built from a config and an open database.
// Tests and main.ts both use it; startServer in server.ts adds the HTTP server and socket.io.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa, { type Middleware } from 'koa';
import { koaBody } from 'koa-body';
import compress from 'koa-compress';
import { API_BASE, STRIPE_WEBHOOK_PATH } from '@hostel/shared-schema';
import type { Config } from './config';
import type { Db } from './db/database';
import { currentSeqNow } from './db/sequence';
import { systemClock, type Clock } from './domain/hostel/clock';
import type { PushNotifier } from './push/push-notifier';
import { sessionMiddleware } from './auth/session';
import type { AppState, Deps } from './http/context';
import { refuseDeepBodies } from './http/body-depth';
import { errorMiddleware } from './http/error-middleware';
import { jsonOnly } from './http/json-only';
import { refuseCrossSite } from './http/same-origin';
import { securityHeaderLists, securityHeaders } from './http/security-headers';
import { fastLane } from './http/fast-lane';
import { pingDatabaseNow } from './db/ping';
import { refuseUndecodablePaths } from './http/path-guard';
import { createWriteLimiters } from './http/write-limits';
import { COMPRESS_THRESHOLD, readCache, type ReadCache } from './http/read-cache';
import { bodyParserExcept } from './http/raw-body';
import { requestLog } from './http/request-log';
import { buildRouters } from './routes';
import { healthCheck } from './routes/health.routes';
import { servePwa } from './static/serve-pwa';
import { bodyParseError } from './uploads/body-errors';
import { clearUploadTemp } from './uploads/multipart-body';

export type App = {
  koa: Koa<AppState>;
  deps: Deps;
  /** The HTTP request listener: the fast lane (http/fast-lane.ts), then Koa. */
  listener: (request: IncomingMessage, response: ServerResponse) => void;
  readCache: ReadCache;
};

/** Body parsing is for API calls only: not for /healthz or the PWA's files. */
const apiOnly =
  (middleware: Middleware<AppState>): Middleware<AppState> =>
  (ctx, next) =>
    ctx.path.startsWith(`${API_BASE}/`) ? middleware(ctx, next) : next();

export function createApp({
  config,
  db,
  clock = systemClock,
  push,
}: {
  config: Config;
  db: Db;
  clock?: Clock;
  push?: PushNotifier;
}): App {
  const deps: Deps = {
    config,
    db,
    events: new EventEmitter(),
    clock,
    limits: createWriteLimiters(config),
    push,
  };
  clearUploadTemp(config);
  const koa = new Koa<AppState>({
    // Only a configured reverse proxy may tell us the client's address (login rate limits by
    // address) and that the request came over HTTPS (Secure cookies); one hop is trusted.
    proxy: config.trustProxy,
    maxIpsCount: 1,
  });
  koa.keys = [config.sessionSecret];
  koa.silent = true; // the error middleware logs what matters

  const headers = securityHeaderLists(config);
  if (config.logRequests) koa.use(requestLog());
  koa.use(securityHeaders(headers)); // first: error answers carry the headers too
  koa.use(errorMiddleware());
  koa.use(healthCheck(db)); // before the rest of the stack: probes need none of it
  koa.use(refuseUndecodablePaths());
  koa.use(refuseCrossSite(config));
  koa.use(jsonOnly());
  // API answers above ~1 KB go out compressed (the PWA's files are precompressed at build).
  koa.use(compress({ threshold: COMPRESS_THRESHOLD }));
  const cache = readCache(() => currentSeqNow(db));
  koa.use(cache);
  // Multipart is parsed only by the routes that take an upload (uploads/multipart-body.ts).
  // Stripe signs its webhook's exact bytes: that one path keeps its raw body.
  koa.use(
    apiOnly(
      bodyParserExcept(
        [`${API_BASE}${STRIPE_WEBHOOK_PATH}`],
        koaBody({
          multipart: false,
          jsonLimit: '1mb',
          formLimit: '1mb',
          onError: (error) => {
            throw bodyParseError(error);
          },
        }),
      ),
    ),
  );
  koa.use(refuseDeepBodies());
  koa.use(sessionMiddleware(db));
  for (const router of buildRouters(deps)) {
    koa.use(router.routes());
    koa.use(router.allowedMethods());
  }
  koa.use(servePwa(config.pwaDistDir));
  const listener = fastLane({
    koa,
    readCache: cache,
    securityHeaders: headers,
    pingDatabase: () => pingDatabaseNow(db),
    log: config.logRequests ? console.log : undefined,
  });
  return { koa, deps, listener, readCache: cache };
}
