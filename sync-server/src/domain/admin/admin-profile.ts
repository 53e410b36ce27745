// The admin profile page (spec §2): the admin's name and e-mail, and its five tiles. Meals are
// counted for this admin; payments and requests across the hostel (docs/decisions/0040-api-answers-where-the-spec-is-silent.md).
import type { AdminProfile, AdminProfileData } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';

export async function adminProfile(db: Executor, email: string): Promise<AdminProfile> {
  const row = await db
    .selectFrom('users')
    .select(['name', 'email'])
    .where('email', '=', email)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  if (!row) throw notFound('Admin');
  return row;
}

export async function adminProfileData(db: Executor, email: string): Promise<AdminProfileData> {
  const meals = await db
    .selectFrom('meals')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('distributor_email', '=', email)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  const payments = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number | null>('amount').as('total'))
    .executeTakeFirstOrThrow();
  const requests = await db
    .selectFrom('requested_meals')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('deleted', '=', 0)
    .groupBy('status')
    .execute();
  const byStatus = (status: string) =>
    Number(requests.find((row) => row.status === status)?.count ?? 0);
  const servedMealCount = byStatus('delivered');
  const pendingMealCount = byStatus('pending');
  return {
    addedMealCount: Number(meals.count),
    paymentAmount: Number(payments.total ?? 0),
    requestedMealsCount: servedMealCount + pendingMealCount,
    servedMealCount,
    pendingMealCount,
  };
}
