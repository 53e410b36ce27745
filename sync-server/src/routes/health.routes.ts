// GET /healthz (outside /api): the process is up and the database answers. A probe hits it every
// few seconds, so it is answered as a middleware near the top of the stack (after the security
// headers and the error middleware, before body parsing, compression, the read cache, the
// session lookup and the routers), not as a route at the end of it.
import type { Middleware } from 'koa';
import { pingDatabaseNow } from '../db/ping';
import type { Db } from '../db/database';
import type { AppState } from '../http/context';

const HEALTHY = JSON.stringify({ ok: true });

export function healthCheck(db: Db): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.path !== '/healthz') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      // As the router answered it: only GET and HEAD.
      ctx.status = 405;
      ctx.set('Allow', 'HEAD, GET');
      return;
    }
    await pingDatabaseNow(db); // the fast lane's check too (http/fast-lane.ts)
    ctx.type = 'application/json';
    ctx.body = HEALTHY;
  };
}
