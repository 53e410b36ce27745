// Row ↔ document mapping of a requested meal: the REST answers and the replication pull both
// send this shape (spec §3 field names; the sync layer adds `_deleted`).
import type { Selectable } from 'kysely';
import type { RequestedMeal } from '@hostel/shared-schema';
import type { RequestedMealsTable } from '../../db/tables';

export type RequestedMealRow = Selectable<RequestedMealsTable>;

export function toRequestedMealDoc(row: RequestedMealRow): RequestedMeal {
  return {
    _id: row.id,
    name: row.name,
    email: row.user_email,
    mealId: row.meal_id,
    mealTitle: row.meal_title,
    status: row.status === 'delivered' ? 'delivered' : 'pending',
    requestTime: row.request_time,
  };
}
