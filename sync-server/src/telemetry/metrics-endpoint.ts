// GET /metrics: this instance's metrics in Prometheus's text format, for a scraper holding
// METRICS_TOKEN (`Authorization: Bearer <token>`). Without METRICS_TOKEN nothing is served
// there (404): the figures say how busy the hostel is and which routes fail, not for anyone.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppState } from '../http/context';
import type { Metrics } from './metrics';
import { noteRoute } from './request-facts';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsEndpoint(metrics: Metrics, token: string | undefined): Middleware<AppState> {
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  return async (ctx, next) => {
    if (ctx.path !== METRICS_PATH) return next();
    noteRoute(ctx.req, METRICS_PATH);
    if (!expected) {
      ctx.status = 404;
      ctx.body = { error: { code: 'not_found', message: 'Metrics are not served here' } };
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'HEAD, GET');
      return;
    }
    // Compared as digests: the same length whatever was sent, in constant time.
    if (!timingSafeEqual(digest(ctx.get('Authorization')), expected)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.body = { error: { code: 'unauthorized', message: 'A valid metrics token is required' } };
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  };
}
