// The writes a user makes offline-first: written to RxDB at once (shown as waiting until the
// replication has pushed them), validated with the shared zod schemas first so a bad write
// fails here, not later on the server.
import { newReviewId } from './review-id';
import {
  likeId,
  reviewRatingSchema,
  reviewTextSchema,
  type Like,
  type LikeTarget,
  type Review,
} from '@hostel/shared-schema';
import type { DataLayer, DataUser } from './data-layer';

export class WriteRefused extends Error {}

function signedIn(layer: DataLayer): DataUser {
  if (!layer.user) throw new WriteRefused('You are not Logged In');
  return layer.user;
}

async function upsertLike(layer: DataLayer, target: LikeTarget, targetId: string, liked: boolean) {
  const user = signedIn(layer);
  const id = likeId(target, targetId, user.email);
  const existing = await layer.db.likes.findOne(id).exec();
  if (existing) {
    if (existing.liked === liked) return;
    // One-way for upcoming meals (spec §4): a liked upcoming meal stays liked.
    if (target === 'upcoming' && existing.liked) return;
    await existing.incrementalPatch({ liked });
  } else {
    const doc: Like = { _id: id, target, targetId, email: user.email, liked };
    await layer.db.likes.insert(doc);
  }
  await layer.recount();
}

/** Like or unlike a live meal (the toggle on meal details). */
export function setMealLike(layer: DataLayer, mealId: string, liked: boolean): Promise<void> {
  return upsertLike(layer, 'meal', mealId, liked);
}

/** Like an upcoming meal: not liked to liked only. */
export function likeUpcoming(layer: DataLayer, upcomingId: string): Promise<void> {
  return upsertLike(layer, 'upcoming', upcomingId, true);
}

function checkedReview(input: { rating: unknown; review: unknown }) {
  const rating = reviewRatingSchema.safeParse(input.rating);
  if (!rating.success) throw new WriteRefused(rating.error.issues[0].message);
  const review = reviewTextSchema.safeParse(input.review);
  if (!review.success) throw new WriteRefused(review.error.issues[0].message);
  return { rating: rating.data, review: review.data };
}

/**
 * Adds a review under `id`, made once by the caller (review-id.ts): a request sent again after
 * its engine ended answers the review the first try stored instead of adding a second one.
 */
export async function addReview(
  layer: DataLayer,
  input: { id?: string; mealId: string; rating: number; review: string },
): Promise<Review> {
  const user = signedIn(layer);
  const id = input.id ?? newReviewId();
  const stored = await layer.db.reviews.findOne(id).exec();
  if (stored) {
    if (stored.email !== user.email) throw new WriteRefused('You can only change your own reviews');
    return stored.toMutableJSON() as Review;
  }
  const doc: Review = {
    _id: id,
    mealId: input.mealId,
    name: user.name,
    email: user.email,
    image: user.photo,
    ...checkedReview(input),
    postTime: Date.now(),
  };
  await layer.db.reviews.insert(doc);
  await layer.recount();
  return doc;
}

async function ownReview(layer: DataLayer, id: string) {
  const user = signedIn(layer);
  const doc = await layer.db.reviews.findOne(id).exec();
  if (!doc) throw new WriteRefused('Review not found');
  if (doc.email !== user.email) throw new WriteRefused('You can only change your own reviews');
  return doc;
}

/** Edit one's review; answers false when nothing changed (the screen shows 'No Change'). */
export async function editReview(
  layer: DataLayer,
  id: string,
  input: { rating: number; review: string },
): Promise<boolean> {
  const doc = await ownReview(layer, id);
  const next = checkedReview(input);
  if (doc.rating === next.rating && doc.review === next.review) return false;
  await doc.incrementalPatch(next);
  await layer.recount();
  return true;
}

export async function deleteReview(layer: DataLayer, id: string): Promise<void> {
  const doc = await ownReview(layer, id);
  await doc.remove();
  await layer.recount();
}
