// At LOG_LEVEL=debug, each API request's parsed body is logged (on the request's own logger, so
// with its request id), secrets redacted by the logger (logger.ts): what a client actually sent.
import type { Middleware } from 'koa';
import type { AppState } from '../http/context';
import { requestLog } from './log-context';

export function logRequestBodies(): Middleware<AppState> {
  return (ctx, next) => {
    const log = requestLog(ctx.req);
    const body: unknown = ctx.request.body;
    if (body !== undefined && log.isLevelEnabled('debug')) log.debug({ body }, 'request body');
    return next();
  };
}
