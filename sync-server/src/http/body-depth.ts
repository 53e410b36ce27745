// Refuses request bodies nested deeper than any call of this API needs. Validation, comparison and
// storage of documents recurse, and a pushed document 5,000 levels deep overflowed the stack
// (a silent 500); the walk here is iterative, stops at the limit, and answers a 400.
import type { Middleware } from 'koa';
import { AppError } from './errors';

/** The deepest legitimate body (a sync push row: array → row → document → list) is about 5. */
const MAX_BODY_DEPTH = 32;

/** True when `value` has more than `limit` levels of arrays or objects. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    // Parsed JSON only: a raw body (Buffer, e.g. the payment webhook's) has no nesting.
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

export function refuseDeepBodies(limit = MAX_BODY_DEPTH): Middleware {
  return async (ctx, next) => {
    if (nestedDeeperThan((ctx.request as { body?: unknown }).body, limit)) {
      throw new AppError(400, 'body_too_deep', `The body is nested more than ${limit} levels deep`);
    }
    await next();
  };
}
