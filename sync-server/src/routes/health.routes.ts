// The probes, outside /api, answered near the top of the stack (after the security headers and
// the error middleware, before body parsing, compression, the read cache, the session lookup and
// the routers: probes need none of it):
// - GET /healthz: liveness, the process answers at all (`{"ok":true}`). A failing database does
//   not make a process dead: restarting it would not help.
// - GET /readyz: readiness (telemetry/readiness.ts), 200 or 503 with what was checked:
//   `{"status":"ready","database":"up","redis":"up"}`.
import type { Middleware } from 'koa';
import type { AppState } from '../http/context';
import type { Readiness } from '../telemetry/readiness';
import { noteRoute } from '../telemetry/request-facts';

const ALIVE = JSON.stringify({ ok: true });
export const PROBE_PATHS = ['/healthz', '/readyz'];

export function healthCheck(readiness: Readiness): Middleware<AppState> {
  return async (ctx, next) => {
    if (!PROBE_PATHS.includes(ctx.path)) return next();
    noteRoute(ctx.req, ctx.path);
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      // As the router answered it: only GET and HEAD.
      ctx.status = 405;
      ctx.set('Allow', 'HEAD, GET');
      return;
    }
    ctx.type = 'application/json';
    if (ctx.path === '/healthz') {
      ctx.body = ALIVE;
      return;
    }
    const { ready, report } = await readiness.check();
    ctx.set('Cache-Control', 'no-store');
    ctx.status = ready ? 200 : 503;
    ctx.body = report;
  };
}
