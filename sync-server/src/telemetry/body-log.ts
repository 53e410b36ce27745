// At LOG_LEVEL=debug, each API request's parsed body is logged (on the request's own logger, so
// with its request id), secrets redacted by the logger (logger.ts): what a client actually sent.
import type { Middleware } from 'koa';
import type { AppState } from '../http/context';
import { requestLog, requestLogsAt } from './log-context';

export function logRequestBodies(): Middleware<AppState> {
  return (ctx, next) => {
    // Asked first: a request's logger is made only for a line that is written.
    const body: unknown = ctx.request.body;
    if (body !== undefined && requestLogsAt(ctx.req, 'debug')) {
      requestLog(ctx.req).debug({ body }, 'request body');
    }
    return next();
  };
}
