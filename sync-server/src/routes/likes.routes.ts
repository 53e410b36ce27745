// The spec §7 "likes" calls under /api. A like belongs to the signed-in user: the email in the
// body or query must be the session's (401 without a session, 403 for someone else's email).
import { likeInputSchema, type IsLikedResult, type UpdateResult } from '@hostel/shared-schema';
import { requireSelf, requireUser } from '../auth/session';
import { isMealLiked, isUpcomingLiked } from '../domain/likes/is-liked';
import { likeUpcomingMeal } from '../domain/likes/like-upcoming-meal';
import { setMealLike } from '../domain/likes/set-meal-like';
import type { AppContext, AppRouter, Deps, SessionUser } from '../http/context';
import { inGroupCommit } from '../http/transaction';
import { parseInput } from '../http/validate';

function likeCaller(ctx: AppContext, input: unknown): { user: SessionUser; id: string } {
  requireUser(ctx);
  const { id, email } = parseInput(likeInputSchema, input);
  return { user: requireSelf(ctx, email), id };
}

const updateResult = (changed: boolean): UpdateResult => ({
  acknowledged: true,
  matchedCount: 1,
  modifiedCount: changed ? 1 : 0,
});

export function registerLikesRoutes(router: AppRouter, { db, events }: Deps): void {
  router.get('/is-liked', async (ctx) => {
    const { user, id } = likeCaller(ctx, ctx.query);
    ctx.body = { liked: await isMealLiked(db, id, user.email) } satisfies IsLikedResult;
  });

  for (const [path, liked] of [
    ['/inc-like', true],
    ['/dec-like', false],
  ] as const) {
    router.put(path, async (ctx) => {
      const { user, id } = likeCaller(ctx, ctx.request.body);
      const { changed } = await inGroupCommit(db, (trx) => setMealLike(trx, user, id, liked));
      if (changed) {
        events.emit('synced-change', { collections: ['meals'] });
        events.emit('synced-change', { collections: ['likes'], emails: [user.email] });
      }
      ctx.body = updateResult(changed);
    });
  }

  router.get('/is-liked-upcoming', async (ctx) => {
    const { user, id } = likeCaller(ctx, ctx.query);
    ctx.body = { liked: await isUpcomingLiked(db, id, user.email) } satisfies IsLikedResult;
  });

  router.put('/inc-like-upcoming', async (ctx) => {
    const { user, id } = likeCaller(ctx, ctx.request.body);
    const { changed } = await inGroupCommit(db, (trx) => likeUpcomingMeal(trx, user, id));
    if (changed) {
      events.emit('synced-change', { collections: ['upcoming-meals'] });
      events.emit('synced-change', { collections: ['likes'], emails: [user.email] });
    }
    ctx.body = updateResult(changed);
  });
}
