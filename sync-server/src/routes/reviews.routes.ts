// The spec §7 "reviews" calls under /api. Public reads; adding needs a session; editing and
// deleting one's own review needs to be its owner; the admin's aggregate and delete need an admin.
import { takePoint } from '../http/limiters';
import { writeLimitsOf } from '../http/write-limits';
import {
  addReviewBodySchema,
  allReviewsQuerySchema,
  deleteReviewQuerySchema,
  mealWiseReviewsQuerySchema,
  myReviewsQuerySchema,
  reviewIdParamsSchema,
  reviewUpdateBodySchema,
  type DeleteResult,
  type InsertResult,
  type UpdateResult,
} from '@hostel/shared-schema';
import { requireAdmin, requireSelf, requireUser } from '../auth/session';
import { addReview } from '../domain/reviews/add-review';
import { deleteReview } from '../domain/reviews/delete-review';
import {
  allReviewsAggregate,
  getReview,
  mealWiseReviews,
  myReviews,
} from '../domain/reviews/review-queries';
import { updateReview } from '../domain/reviews/update-review';
import type { AppRouter, Deps } from '../http/context';
import { inGroupCommit, inTransaction } from '../http/transaction';
import { parseInput } from '../http/validate';

export function registerReviewsRoutes(router: AppRouter, deps: Deps): void {
  const { db, events } = deps;
  const limits = writeLimitsOf(deps);
  const tooMany = 'Too many reviews.';
  const reviewsChanged = () => events.emit('synced-change', { collections: ['reviews', 'meals'] });

  router.get('/meal-wise-reviews', async (ctx) => {
    ctx.body = await mealWiseReviews(db, parseInput(mealWiseReviewsQuerySchema, ctx.query).id);
  });

  router.post('/add-review', async (ctx) => {
    const user = requireUser(ctx);
    await takePoint(limits.reviews, user.id, tooMany);
    const input = parseInput(addReviewBodySchema, ctx.request.body);
    const review = await inGroupCommit(db, (trx) => addReview(trx, user, input));
    reviewsChanged();
    ctx.status = 201;
    ctx.body = { acknowledged: true, insertedId: review._id } satisfies InsertResult;
  });

  router.get('/review/:id', async (ctx) => {
    ctx.body = await getReview(db, parseInput(reviewIdParamsSchema, ctx.params).id);
  });

  router.patch('/review-update/:id', async (ctx) => {
    const user = requireUser(ctx);
    await takePoint(limits.reviews, user.id, tooMany);
    const { id } = parseInput(reviewIdParamsSchema, ctx.params);
    const { newRating, newReviewText } = parseInput(reviewUpdateBodySchema, ctx.request.body);
    const result = await inTransaction(db, (trx) =>
      updateReview(trx, user, id, { rating: newRating, review: newReviewText }),
    );
    if (result.modified) events.emit('synced-change', { collections: ['reviews'] });
    ctx.body = {
      acknowledged: true,
      matchedCount: result.matched ? 1 : 0,
      modifiedCount: result.modified ? 1 : 0,
    } satisfies UpdateResult;
  });

  router.get('/my-reviews-aggrigate', async (ctx) => {
    requireUser(ctx);
    const { email, page } = parseInput(myReviewsQuerySchema, ctx.query);
    const user = requireSelf(ctx, email);
    ctx.body = await myReviews(db, user.email, page);
  });

  router.patch('/delete-a-my-review', async (ctx) => {
    const user = requireUser(ctx);
    const { reviewId } = parseInput(deleteReviewQuerySchema, ctx.query);
    const { deleted } = await inTransaction(db, (trx) =>
      deleteReview(trx, user, reviewId, { ownerOnly: true }),
    );
    if (deleted) reviewsChanged();
    ctx.body = { acknowledged: true, deletedCount: deleted ? 1 : 0 } satisfies DeleteResult;
  });

  router.get('/all-reviews-aggrigate', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await allReviewsAggregate(db, parseInput(allReviewsQuerySchema, ctx.query));
  });

  router.patch('/delete-one-review', async (ctx) => {
    const admin = requireAdmin(ctx);
    const { reviewId } = parseInput(deleteReviewQuerySchema, ctx.query);
    const { deleted } = await inTransaction(db, (trx) => deleteReview(trx, admin, reviewId));
    if (deleted) reviewsChanged();
    ctx.body = { acknowledged: true, deletedCount: deleted ? 1 : 0 } satisfies DeleteResult;
  });
}
