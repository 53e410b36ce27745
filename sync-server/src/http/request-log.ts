// One line per request: method, path, status and duration (the fast lane logs the same line).
import type { Middleware } from 'koa';

/** The log line of a request that started at `started` (performance.now()). */
export function requestLine(
  method: string | undefined,
  url: string | undefined,
  status: number,
  started: number,
): string {
  return `${method} ${url} ${status} ${(performance.now() - started).toFixed(1)}ms`;
}

export function requestLog(log: (line: string) => void = console.log): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      log(requestLine(ctx.method, ctx.originalUrl, ctx.status, started));
    }
  };
}
