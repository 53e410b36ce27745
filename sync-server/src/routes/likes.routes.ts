// The spec §7 "likes" calls under /api. A like belongs to the signed-in user: the email in the
// body or query must be the session's (401 without a session, 403 for someone else's email;
// both checked by the catalogue's `owner` rule in mountEndpoint).
import { ENDPOINTS, type IsLikedResult, type UpdateResult } from '@hostel/shared-schema';
import { isMealLiked, isUpcomingLiked } from '../domain/likes/is-liked';
import { likeUpcomingMeal } from '../domain/likes/like-upcoming-meal';
import { setMealLike } from '../domain/likes/set-meal-like';
import type { AppRouter, Deps } from '../http/context';
import { mountEndpoint } from '../http/mount-endpoint';
import { inGroupCommit } from '../http/transaction';

const updateResult = (changed: boolean): UpdateResult => ({
  acknowledged: true,
  matchedCount: 1,
  modifiedCount: changed ? 1 : 0,
});

export function registerLikesRoutes(router: AppRouter, { db, events }: Deps): void {
  mountEndpoint(router, ENDPOINTS.isLiked, async (_ctx, { user, query }) => {
    return { liked: await isMealLiked(db, query.id, user.email) } satisfies IsLikedResult;
  });

  for (const [endpoint, liked] of [
    [ENDPOINTS.incLike, true],
    [ENDPOINTS.decLike, false],
  ] as const) {
    mountEndpoint(router, endpoint, async (_ctx, { user, body }) => {
      const { changed } = await inGroupCommit(db, (trx) => setMealLike(trx, user, body.id, liked));
      if (changed) {
        events.emit('synced-change', { collections: ['meals'] });
        events.emit('synced-change', { collections: ['likes'], emails: [user.email] });
      }
      return updateResult(changed);
    });
  }

  mountEndpoint(router, ENDPOINTS.isLikedUpcoming, async (_ctx, { user, query }) => {
    return { liked: await isUpcomingLiked(db, query.id, user.email) } satisfies IsLikedResult;
  });

  mountEndpoint(router, ENDPOINTS.incLikeUpcoming, async (_ctx, { user, body }) => {
    const { changed } = await inGroupCommit(db, (trx) => likeUpcomingMeal(trx, user, body.id));
    if (changed) {
      events.emit('synced-change', { collections: ['upcoming-meals'] });
      events.emit('synced-change', { collections: ['likes'], emails: [user.email] });
    }
    return updateResult(changed);
  });
}
