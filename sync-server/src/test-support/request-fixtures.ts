// Test helpers for the requests, payments, admin and chat tests: meals written straight to the
// `meals` table (independent of the meals routes) and table snapshots that prove "nothing
// changed" after a refused call.
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { nextSeq } from '../db/sequence';
import { writeTransaction } from '../db/write-transaction';
import type { Database } from '../db/tables';

export async function insertMeal(
  db: Db,
  overrides: Partial<{
    title: string;
    distributorEmail: string;
    deleted: number;
    price: number;
  }> = {},
): Promise<string> {
  const id = newId();
  await writeTransaction(db, async (trx) => {
    await trx
      .insertInto('meals')
      .values({
        id,
        meal_title: overrides.title ?? 'Chicken Biryani',
        meal_type: 'lunch',
        price: overrides.price ?? 120,
        meal_image: 'https://images.example/biryani.png',
        ingredients: JSON.stringify(['rice', 'chicken']),
        description: 'Fragrant rice with chicken',
        rating: 4,
        post_time: Date.now(),
        likes: 0,
        num_reviews: 0,
        distributor_name: 'Admin',
        distributor_email: overrides.distributorEmail ?? 'admin@hostel.test',
        seq: await nextSeq(trx),
        deleted: overrides.deleted ?? 0,
      })
      .execute();
  });
  return id;
}

/**
 * Every row of the request, payment, user and chat tables (or of `tables`) plus the sequence:
 * equal snapshots mean nothing changed. Rows keep storage order (no ORDER BY), unlike
 * snapshotMealsLikesReviews.
 */
export async function snapshotRequestsPaymentsChat(
  db: Db,
  tables: (keyof Database)[] = [
    'requested_meals',
    'payment_intents',
    'payments',
    'users',
    'conversations',
    'messages',
  ],
): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = await db.selectFrom(table).selectAll().execute();
  }
  result.sequence = await db.selectFrom('sync_sequence').selectAll().execute();
  return result;
}

export async function requestRow(db: Db, id: string) {
  return db.selectFrom('requested_meals').selectAll().where('id', '=', id).executeTakeFirst();
}
