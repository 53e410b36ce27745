// What the notices need from other tables: a meal's title, a request's meal, the residents,
// and the once-only claim of a scheduled reminder.
import type { Executor } from '../../db/database';

export async function mealTitle(db: Executor, mealId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('meals')
    .select('meal_title')
    .where('id', '=', mealId)
    .executeTakeFirst();
  return row?.meal_title;
}

/** The meal of a requested meal (by the request's own id), with the title it was requested as. */
export async function requestedMeal(
  db: Executor,
  requestId: string,
): Promise<{ mealId: string; title: string } | undefined> {
  const row = await db
    .selectFrom('requested_meals')
    .select(['meal_id', 'meal_title'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  return row && { mealId: row.meal_id, title: row.meal_title };
}

/** Every e-mail that has a push subscription (the candidates of a notice to all residents). */
export async function subscribedEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .innerJoin('users', 'users.email', 'push_subscriptions.user_email')
    .select('push_subscriptions.user_email')
    .where('users.role', '!=', 'admin')
    .distinct()
    .execute();
  return rows.map((row) => row.user_email);
}

/** Claims a reminder by its id; true for the one caller (of any instance) that claimed it. */
export async function claimReminder(db: Executor, id: string, now: number): Promise<boolean> {
  const inserted = await db
    .insertInto('push_reminders')
    .values({ id, sent_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The VAPID pair stored in the database, first writer wins; answers the stored pair. */
export async function storeVapidKeysOnce(
  db: Executor,
  keys: { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 'vapid', public_key: keys.publicKey, private_key: keys.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('push_vapid_keys')
    .select(['public_key', 'private_key'])
    .where('id', '=', 'vapid')
    .executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}
