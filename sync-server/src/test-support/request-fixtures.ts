// Test helpers for the requests, payments, admin and chat tests: meals written straight to the
// `meals` table (independent of the meals routes) and table snapshots that prove "nothing
// changed" after a refused call.
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { writeTransaction } from '../db/write-transaction';
import { insertMealRow } from '../domain/meals/meal-repository';
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
    await insertMealRow(trx, 'meals', id, {
      mealTitle: overrides.title ?? 'Chicken Biryani',
      mealType: 'lunch',
      price: overrides.price ?? 120,
      mealImage: 'https://images.example/biryani.png',
      ingredients: ['rice', 'chicken'],
      description: 'Fragrant rice with chicken',
      rating: 4,
      postTime: Date.now(),
      likes: 0,
      numReviews: 0,
      distributorName: 'Admin',
      distributorEmail: overrides.distributorEmail ?? 'admin@hostel.test',
    });
    // A meal created already deleted (a tombstone), for "deleted meals are refused" tests.
    if (overrides.deleted) {
      await trx
        .updateTable('meals')
        .set({ deleted: overrides.deleted })
        .where('id', '=', id)
        .execute();
    }
  });
  return id;
}

/**
 * Every row of the request, payment, user and chat tables (or of `tables`) plus the sequence:
 * equal snapshots mean nothing changed. Rows keep storage order (no ORDER BY), unlike
 * snapshotSyncedTables.
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
