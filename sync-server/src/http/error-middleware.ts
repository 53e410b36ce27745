// One error middleware: every failure answers `{error: {code, message, field?}}`. Known errors
// keep their status; anything unexpected is logged and answered 500 without internals.
import type { Middleware } from 'koa';
import { isUnstorableText } from '../db/unstorable-text';
import { AppError } from './errors';

type HttpishError = { status?: number; statusCode?: number; expose?: boolean; message?: string };

export function errorMiddleware(log: (line: string) => void = console.error): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = { error: { code: 'not_found', message: `No route ${ctx.method} ${ctx.path}` } };
      }
    } catch (caught) {
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
      log(`Unhandled error on ${ctx.method} ${ctx.path}: ${(caught as Error)?.stack ?? caught}`);
      ctx.status = 500;
      ctx.body = { error: { code: 'internal', message: 'Something went wrong on the server' } };
    }
  };
}
