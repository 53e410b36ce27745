// Refuses request paths that do not decode (`/%ff`): routers and the PWA's file lookup decode the
// path and a URIError there was a 500. Decoding once here turns it into a 400 for every route.
import type { Middleware } from 'koa';
import { badRequest } from './errors';

export function refuseUndecodablePaths(): Middleware {
  return async (ctx, next) => {
    try {
      decodeURIComponent(ctx.path);
    } catch {
      throw badRequest('The address is not valid (bad percent-encoding)', undefined, 'bad_path');
    }
    await next();
  };
}
