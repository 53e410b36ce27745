// One line per request: method, path, status and duration.
import type { Middleware } from 'koa';

export function requestLog(log: (line: string) => void = console.log): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = (performance.now() - started).toFixed(1);
      log(`${ctx.method} ${ctx.originalUrl} ${ctx.status} ${ms}ms`);
    }
  };
}
