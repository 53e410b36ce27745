// What a cover period gave back: its skipped meals and their rebates, and its net (paid minus
// rebates). The statements and the renewal's answer show these figures; set-skip reads the
// rebates so far to keep a period's rebates within what was paid for it. A skip whose slot was
// served anyway gives no rebate (servings/served-slot.ts).
import type { CoverPeriod, MealType } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { isServed, servedSlot } from '../servings/served-slot';
import type { Cover } from './cover-periods';

/** A skip and its rebate: 0 when the slot was served anyway (`served`). */
export type SkipOfPeriod = { date: string; slot: MealType; rebate: number; served: boolean };

/** The active skips of one resident from `first` to `last`, oldest first. */
export async function skipsBetween(
  db: Executor,
  email: string,
  first: string,
  last: string,
  exceptId?: string,
): Promise<SkipOfPeriod[]> {
  let query = db
    .selectFrom('skips')
    .select((eb) => ['date', 'slot', 'rebate', servedSlot(eb).as('served')])
    .where('user_email', '=', email.toLowerCase())
    .where('date', '>=', first)
    .where('date', '<=', last)
    .where('skipped', '=', 1)
    .where('deleted', '=', 0);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const rows = await query.orderBy('date').execute();
  return rows.map((row) => {
    const served = isServed(row.served);
    return {
      date: row.date,
      slot: row.slot as MealType,
      rebate: served ? 0 : Number(row.rebate),
      served,
    };
  });
}

/** A period's figures from the resident's skips (any skips: those outside it are left out). */
export function periodFigures(cover: Cover, skips: SkipOfPeriod[]): CoverPeriod {
  const inside = skips.filter((skip) => skip.date >= cover.starts && skip.date <= cover.ends);
  const rebates = inside.reduce((sum, skip) => sum + skip.rebate, 0);
  return {
    starts: cover.starts,
    ends: cover.ends,
    package: cover.package,
    paid: cover.paid,
    skips: inside.length,
    rebates,
    net: cover.paid - rebates,
  };
}

/** The figures of one period, read from the database. */
export async function figuresOf(db: Executor, cover: Cover): Promise<CoverPeriod> {
  return periodFigures(cover, await skipsBetween(db, cover.email, cover.starts, cover.ends));
}
