// The spec §7 "reviews" calls under /api. Public reads; adding needs a session; editing and
// deleting one's own review needs to be its owner; the admin's aggregate and delete need an admin.
// Mounted from the shared catalogue; adding and editing are rate limited per user before the
// body is read (mountEndpoint's guard).
import { takePoint } from '../http/limiters';
import { writeLimitsOf } from '../http/write-limits';
import {
  ENDPOINTS,
  type DeleteResult,
  type InsertResult,
  type UpdateResult,
} from '@hostel/shared-schema';
import { addReview } from '../domain/reviews/add-review';
import { deleteReview } from '../domain/reviews/delete-review';
import {
  allReviewsAggregate,
  getReview,
  mealWiseReviews,
  myReviews,
} from '../domain/reviews/review-queries';
import { updateReview } from '../domain/reviews/update-review';
import { reviewFor } from '../domain/reviews/reviewer-privacy';
import type { AppRouter, Deps } from '../http/context';
import { mountEndpoint, type MountOptions } from '../http/mount-endpoint';
import { inGroupCommit, inTransaction } from '../http/transaction';

export function registerReviewsRoutes(router: AppRouter, deps: Deps): void {
  const { db, events } = deps;
  const limits = writeLimitsOf(deps);
  const limited: MountOptions = {
    guard: (_ctx, user) => takePoint(limits.reviews, user!.id, 'Too many reviews.'),
  };
  const reviewsChanged = () => events.emit('synced-change', { collections: ['reviews', 'meals'] });

  mountEndpoint(router, ENDPOINTS.mealWiseReviews, async (_ctx, { user, query }) =>
    (await mealWiseReviews(db, query.id)).map((review) => reviewFor(review, user)),
  );

  mountEndpoint(
    router,
    ENDPOINTS.addReview,
    async (ctx, { user, body }) => {
      const review = await inGroupCommit(db, (trx) => addReview(trx, user, body));
      reviewsChanged();
      ctx.status = 201;
      return { acknowledged: true, insertedId: review._id } satisfies InsertResult;
    },
    limited,
  );

  mountEndpoint(router, ENDPOINTS.review, async (_ctx, { user, params }) =>
    reviewFor(await getReview(db, params.id), user),
  );

  mountEndpoint(
    router,
    ENDPOINTS.reviewUpdate,
    async (_ctx, { user, params, body }) => {
      const result = await inTransaction(db, (trx) =>
        updateReview(trx, user, params.id, { rating: body.newRating, review: body.newReviewText }),
      );
      if (result.modified) events.emit('synced-change', { collections: ['reviews'] });
      return {
        acknowledged: true,
        matchedCount: result.matched ? 1 : 0,
        modifiedCount: result.modified ? 1 : 0,
      } satisfies UpdateResult;
    },
    limited,
  );

  mountEndpoint(router, ENDPOINTS.myReviewsAggregate, (_ctx, { user, query }) =>
    myReviews(db, user.email, query.page),
  );

  mountEndpoint(router, ENDPOINTS.deleteMyReview, async (_ctx, { user, query }) => {
    const { deleted } = await inTransaction(db, (trx) =>
      deleteReview(trx, user, query.reviewId, { ownerOnly: true }),
    );
    if (deleted) reviewsChanged();
    return { acknowledged: true, deletedCount: deleted ? 1 : 0 } satisfies DeleteResult;
  });

  mountEndpoint(router, ENDPOINTS.allReviewsAggregate, (_ctx, { query }) =>
    allReviewsAggregate(db, query),
  );

  mountEndpoint(router, ENDPOINTS.deleteOneReview, async (_ctx, { user, query }) => {
    const { deleted } = await inTransaction(db, (trx) => deleteReview(trx, user, query.reviewId));
    if (deleted) reviewsChanged();
    return { acknowledged: true, deletedCount: deleted ? 1 : 0 } satisfies DeleteResult;
  });
}
