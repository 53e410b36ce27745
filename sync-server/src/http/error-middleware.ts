// One error middleware: every failure answers `{error: {code, message, field?}}`. Known errors
// keep their status; anything unexpected is logged and answered 500 without internals.
import type { Middleware, ParameterizedContext } from 'koa';
import { isUnstorableText } from '../db/unstorable-text';
import { AppError } from './errors';
import { requestLog } from '../telemetry/log-context';

/**
 * An answer given before the request's body was read (an upload refused part way: a second file,
 * too large a file) closes its connection. Kept alive, the connection would hold the unread rest
 * of the body: the client, still sending it, would wait for the answer until the keep-alive
 * timeout closed the connection (65 s: server.ts).
 */
function closeIfBodyUnread(ctx: ParameterizedContext): void {
  if (!ctx.req.complete) ctx.set('Connection', 'close');
}

type HttpishError = { status?: number; statusCode?: number; expose?: boolean; message?: string };

export function errorMiddleware(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = { error: { code: 'not_found', message: `No route ${ctx.method} ${ctx.path}` } };
      }
    } catch (caught) {
      closeIfBodyUnread(ctx);
      if (caught instanceof AppError) {
        ctx.status = caught.status;
        ctx.body = { error: { code: caught.code, message: caught.message, field: caught.field } };
        return;
      }
      const error = caught as HttpishError;
      const status = error.status ?? error.statusCode;
      // Errors from body parsing and the like (malformed JSON, too large) are the client's.
      if (status && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = {
          error: {
            code: 'bad_request',
            message: error.expose ? String(error.message) : 'Bad request',
          },
        };
        return;
      }
      if (isUnstorableText(caught)) {
        ctx.status = 400;
        ctx.body = {
          error: { code: 'bad_request', message: 'Text must not contain the NUL character' },
        };
        return;
      }
      // On the request's own logger: the line carries its request id.
      requestLog(ctx.req).error({ err: caught }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { error: { code: 'internal', message: 'Something went wrong on the server' } };
    }
  };
}
