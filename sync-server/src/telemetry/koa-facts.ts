// Tells the request log and the metrics which route pattern answered a request that reached
// Koa, and who was signed in (request-facts.ts).
import type { Middleware } from 'koa';
import { API_BASE } from '@hostel/shared-schema';
import type { AppState } from '../http/context';
import { noteRoute, noteUserId, routeOf } from './request-facts';

export function noteRequestFacts(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
      if (matched !== undefined) noteRoute(ctx.req, String(matched));
      else if (routeOf(ctx.req) === '(unmatched)' && !ctx.path.startsWith(`${API_BASE}/`)) {
        noteRoute(ctx.req, '(static)'); // the PWA's files and uploaded images
      }
      const user = ctx.state.user;
      if (user) noteUserId(ctx.req, user.id);
    }
  };
}
