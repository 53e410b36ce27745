// One resident's latest servings, newest first, for the admins' resident sheet
// (docs/decisions/0280-the-resident-sheet-shows-servings.md): each with the counter that recorded
// it, whether it is a later duplicate (kept, not counted) and whether the resident had skipped
// that slot, so the serving withdrew the skip's rebate (served-slot.ts is the statements' side).
import type { MealType, ResidentServings } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';

export async function residentServings(
  db: Executor,
  email: string,
  limit: number,
): Promise<ResidentServings> {
  const person = await db
    .selectFrom('users')
    .select(['email', 'name'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!person) throw notFound('User');
  const rows = await db
    .selectFrom('servings')
    .select((eb) => [
      'servings.date',
      'servings.slot',
      'servings.counter_id',
      'servings.served_at',
      'servings.duplicate',
      eb
        .exists(
          eb
            .selectFrom('skips')
            .select('skips.id')
            .whereRef('skips.user_email', '=', 'servings.user_email')
            .whereRef('skips.date', '=', 'servings.date')
            .whereRef('skips.slot', '=', 'servings.slot')
            .where('skips.skipped', '=', 1)
            .where('skips.deleted', '=', 0),
        )
        .as('skipped'),
    ])
    .where('servings.user_email', '=', person.email.toLowerCase())
    .where('servings.deleted', '=', 0)
    .orderBy('servings.date', 'desc')
    .orderBy('servings.served_at', 'desc')
    .orderBy('servings.id')
    .limit(limit)
    .execute();
  return {
    email: person.email,
    name: person.name,
    servings: rows.map((row) => ({
      date: row.date,
      slot: row.slot as MealType,
      counterId: row.counter_id,
      servedAt: Number(row.served_at),
      duplicate: Number(row.duplicate) === 1,
      // SQLite answers 0/1, PostgreSQL true/false.
      rebateWithdrawn: row.skipped === true || Number(row.skipped) === 1,
    })),
  };
}
