// The rules of requested meals (spec §4): a request needs a package and no live request for the
// same meal; it starts pending; an admin serves it (pending → delivered, once); its owner may
// delete it while pending. Every write takes a new replication seq; a delete is a tombstone.
import {
  badgeTier,
  MESSAGES,
  type DeleteResult,
  type InsertResult,
  type RequestedMeal,
  type UpdateResult,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { nextSeq } from '../../db/sequence';
import { isUniqueViolation } from '../../db/unique-violation';
import type { SessionUser } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { findLiveMealRow } from '../meals/meal-repository';
import { toRequestedMealDoc, type RequestedMealRow } from './requested-meal-doc';

async function findLiveRequest(db: Executor, id: string): Promise<RequestedMealRow | undefined> {
  return db
    .selectFrom('requested_meals')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
}

/** The user's live request for a meal, or null (GET /check-requested-meal). */
export async function findUserRequestForMeal(
  db: Executor,
  email: string,
  mealId: string,
): Promise<RequestedMeal | null> {
  const row = await db
    .selectFrom('requested_meals')
    .selectAll()
    .where('meal_id', '=', mealId)
    .where('user_email', '=', email)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row ? toRequestedMealDoc(row) : null;
}

/**
 * A new pending request by `user` for `mealId`. The name comes from the session and the title
 * from the meal row, so a client cannot label a request with someone else's name.
 */
export async function requestMeal(
  db: Executor,
  user: SessionUser,
  mealId: string,
): Promise<InsertResult> {
  const meal = await findLiveMealRow(db, 'meals', mealId);
  if (!meal) throw notFound('Meal');
  if (!badgeTier(user.badge)) throw conflict(MESSAGES.needPackage, 'package_required');
  if (await findUserRequestForMeal(db, user.email, mealId)) {
    throw conflict(MESSAGES.alreadyRequested, 'already_requested');
  }
  const id = newId();
  await db
    .insertInto('requested_meals')
    .values({
      id,
      meal_id: meal.id,
      user_email: user.email,
      name: user.name,
      meal_title: meal.meal_title,
      status: 'pending',
      request_time: Date.now(),
      seq: await nextSeq(db),
    })
    .execute()
    .catch((error: unknown) => {
      // A concurrent request for the same meal won the race (one live request per user and meal).
      if (isUniqueViolation(error)) throw conflict(MESSAGES.alreadyRequested, 'already_requested');
      throw error;
    });
  return { acknowledged: true, insertedId: id };
}

/** The owner deletes their own pending request: a tombstone with a new seq. */
export async function deleteOwnRequest(
  db: Executor,
  user: SessionUser,
  id: string,
): Promise<DeleteResult & { ownerEmail: string }> {
  const row = await findLiveRequest(db, id);
  if (!row) throw notFound('Requested meal');
  if (row.user_email !== user.email) throw forbidden('You can only delete your own requests');
  if (row.status === 'delivered') {
    throw conflict('A delivered request cannot be deleted', 'already_delivered');
  }
  const result = await db
    .updateTable('requested_meals')
    .set({ deleted: 1, seq: await nextSeq(db) })
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return {
    acknowledged: true,
    deletedCount: Number(result.numUpdatedRows),
    ownerEmail: row.user_email,
  };
}

/** An admin serves a request: pending → delivered; a delivered one answers `{delivered: true}`. */
export async function serveRequest(
  db: Executor,
  id: string,
): Promise<({ delivered: true } | UpdateResult) & { ownerEmail: string; changed: boolean }> {
  const row = await findLiveRequest(db, id);
  if (!row) throw notFound('Requested meal');
  if (row.status === 'delivered') {
    return { delivered: true, ownerEmail: row.user_email, changed: false };
  }
  const result = await db
    .updateTable('requested_meals')
    .set({ status: 'delivered', seq: await nextSeq(db) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const modified = Number(result.numUpdatedRows);
  return {
    acknowledged: true,
    matchedCount: modified,
    modifiedCount: modified,
    ownerEmail: row.user_email,
    changed: modified > 0,
  };
}
