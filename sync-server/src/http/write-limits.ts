// Anti-automation for sign-ups and writes (rate-limiter-flexible through http/limiters.ts). The
// limits are far above what a resident does and far below what a script does; they are set in
// the environment (config.ts) and recorded in docs/decisions/0008-sign-in-throttling-with-a-device-cookie.md.
import type { Middleware } from 'koa';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config';
import { createLimiter, takePoint } from './limiters';

export type WriteLimiters = {
  /** Sign-ups per client address per hour. */
  registrations: RateLimiterAbstract;
  /** Reviews added or edited through REST, per user per minute. */
  reviews: RateLimiterAbstract;
  /** Review rows pushed through sync, per user per minute (offline backlogs arrive at once). */
  syncedReviews: RateLimiterAbstract;
  /** Image uploads per user per minute. */
  uploads: RateLimiterAbstract;
  /** Chat messages sent through REST, per user per minute. */
  chatMessages: RateLimiterAbstract;
};

export function createWriteLimiters({ writeLimits }: Config): WriteLimiters {
  return {
    registrations: createLimiter({
      keyPrefix: 'registrations',
      points: writeLimits.registrationsPerHour,
      duration: 3600,
    }),
    reviews: createLimiter({
      keyPrefix: 'reviews',
      points: writeLimits.reviewsPerMinute,
      duration: 60,
    }),
    syncedReviews: createLimiter({
      keyPrefix: 'synced-reviews',
      points: writeLimits.reviewsPerMinute * 6,
      duration: 60,
    }),
    uploads: createLimiter({
      keyPrefix: 'uploads',
      points: writeLimits.uploadsPerMinute,
      duration: 60,
    }),
    chatMessages: createLimiter({
      keyPrefix: 'chat-messages',
      points: writeLimits.chatMessagesPerMinute,
      duration: 60,
    }),
  };
}

/** Route middleware: one sign-up attempt per point, by client address, before the body is read. */
export function limitRegistrations(limiters: WriteLimiters): Middleware {
  return async (ctx, next) => {
    await takePoint(limiters.registrations, ctx.ip, 'Too many sign-ups from this network.');
    await next();
  };
}

/** The app's limiters (made once by createApp); routes built without them get their own. */
export function writeLimitsOf(deps: { config: Config; limits?: WriteLimiters }): WriteLimiters {
  deps.limits ??= createWriteLimiters(deps.config);
  return deps.limits;
}
