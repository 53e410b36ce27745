// The paged lists of requested meals: a user's own (sorted by status) and the admin's serve
// list (searched by name or e-mail). Rows are the request with its `meal`.
import { sql } from 'kysely';
import { TABLE_PAGE_SIZE, type RequestedMealsPage } from '@hostel/shared-schema';
import { containsText } from '../../db/contains-text';
import type { Executor } from '../../db/database';
import { liveMealsById } from '../meals/meal-repository';
import { toRequestedMealDoc, type RequestedMealRow } from './requested-meal-doc';

async function withMeals(db: Executor, rows: RequestedMealRow[]) {
  const meals = await liveMealsById(
    db,
    rows.map((row) => row.meal_id),
  );
  return rows.map((row) => ({ ...toRequestedMealDoc(row), meal: meals.get(row.meal_id) ?? null }));
}

/** A user's live requests: `del` puts delivered first, `pen` pending first; newest first within. */
export async function listUserRequests(
  db: Executor,
  email: string,
  sort: 'del' | 'pen',
  page: number,
): Promise<RequestedMealsPage> {
  const base = db
    .selectFrom('requested_meals')
    .where('user_email', '=', email)
    .where('deleted', '=', 0);
  const { count } = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const firstStatus = sort === 'del' ? 'delivered' : 'pending';
  const rows = await base
    .selectAll()
    .orderBy(sql`CASE WHEN status = ${firstStatus} THEN 0 ELSE 1 END`)
    .orderBy('request_time', 'desc')
    .orderBy('id', 'desc')
    .limit(TABLE_PAGE_SIZE)
    .offset(page * TABLE_PAGE_SIZE)
    .execute();
  return { requestedMeals: await withMeals(db, rows), count: Number(count) };
}

/** Every live request (admin), pending first then newest, searched on name or e-mail. */
export async function listAllRequests(
  db: Executor,
  search: string,
  page: number,
): Promise<RequestedMealsPage> {
  let base = db.selectFrom('requested_meals').where('deleted', '=', 0);
  const term = search.trim();
  if (term) {
    base = base.where((eb) =>
      eb.or([containsText('name', term), containsText('user_email', term)]),
    );
  }
  const { count } = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(sql`CASE WHEN status = 'pending' THEN 0 ELSE 1 END`)
    .orderBy('request_time', 'desc')
    .orderBy('id', 'desc')
    .limit(TABLE_PAGE_SIZE)
    .offset(page * TABLE_PAGE_SIZE)
    .execute();
  return { requestedMeals: await withMeals(db, rows), count: Number(count) };
}
