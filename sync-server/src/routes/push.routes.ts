// Web Push calls (catalogue in shared-schema api/catalogue/push.ts), for the signed-in user only:
//   GET  /push/settings      the caller's switches      PUT  /push/settings   replaces them
//   POST /push/subscribe     this device's subscription, saved under the caller's sign-in
//   POST /push/unsubscribe   removes the caller's subscription of that endpoint
import { ENDPOINTS, type DeleteResult } from '@hostel/shared-schema';
import { getPushSettings, setPushSettings } from '../domain/push/push-settings';
import { removeSubscription, saveSubscription } from '../domain/push/push-subscriptions';
import { systemClock } from '../domain/hostel/clock';
import type { AppRouter, Deps } from '../http/context';
import { AppError, badRequest, unauthorized } from '../http/errors';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';
import { isAllowedPushEndpoint } from '../push/push-endpoints';

export function registerPushRoutes(router: AppRouter, deps: Deps): void {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;

  mountEndpoint(router, ENDPOINTS.pushSettings, async (ctx, { user }) => {
    ctx.set('cache-control', 'no-store');
    return getPushSettings(db, user.email);
  });

  mountEndpoint(router, ENDPOINTS.setPushSettings, (_ctx, { user, body }) =>
    inTransaction(db, (trx) => setPushSettings(trx, user.email, body, clock.now())),
  );

  mountEndpoint(router, ENDPOINTS.pushSubscribe, async (ctx, { user, body }) => {
    if (!deps.push) throw new AppError(409, 'push_unavailable', 'This server sends no pushes');
    if (!isAllowedPushEndpoint(body.endpoint, config.push.extraServiceOrigins)) {
      throw badRequest('endpoint is not a push service this server sends to', 'endpoint');
    }
    const sessionHash = ctx.state.sessionHash;
    if (!sessionHash) throw unauthorized();
    await inTransaction(db, (trx) =>
      saveSubscription(trx, user.email, sessionHash, body, clock.now()),
    );
    ctx.status = 201;
    ctx.body = { subscribed: true };
  });

  mountEndpoint(router, ENDPOINTS.pushUnsubscribe, async (_ctx, { user, body }) => {
    const deletedCount = await inTransaction(db, (trx) =>
      removeSubscription(trx, user.email, body.endpoint),
    );
    return { acknowledged: true, deletedCount } satisfies DeleteResult;
  });
}
