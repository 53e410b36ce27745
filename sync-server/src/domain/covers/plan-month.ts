// The resident's plan at a glance, for Home and the package cards: their cover (cover-status.ts)
// and this calendar month so far, in the hostel's time zone: the meals they were counted for
// (each slot already served on a covered day, minus the ones they skipped), the slots they
// skipped and the rebate those skips gave. Skips already marked for later days of the month count
// too: their rebate was granted when they were marked. Dated by the server's clock.
import {
  addDaysToDate,
  dateAt,
  MEAL_TYPES,
  servingInstant,
  type PlanMonth,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import { coversOf } from './cover-periods';
import { coverStatus } from './cover-status';
import { isServed, servedSlot } from '../servings/served-slot';

export async function planMonth(
  db: Executor,
  clock: Clock,
  user: { email: string; badge: string },
): Promise<PlanMonth> {
  const now = clock.now();
  const settings = await loadSettings(db);
  const today = dateAt(now, settings.timeZone);
  const month = today.slice(0, 7);
  const first = `${month}-01`;
  const cover = await coverStatus(db, clock, user);
  const email = user.email.toLowerCase();
  const skipRows = await db
    .selectFrom('skips')
    .select((eb) => ['date', 'slot', 'rebate', servedSlot(eb).as('served')])
    .where('user_email', '=', email)
    .where('date', '>=', first)
    .where('date', '<=', `${month}-31`)
    .where('skipped', '=', 1)
    .where('deleted', '=', 0)
    .execute();
  const skipped = new Set(skipRows.map((skip) => `${skip.date}:${skip.slot}`));
  const covers = cover.package ? await coversOf(db, email) : [];
  let meals = 0;
  for (let date = first; date <= today; date = addDaysToDate(date, 1)) {
    if (!covers.some((period) => period.starts <= date && date <= period.ends)) continue;
    for (const slot of MEAL_TYPES) {
      if (servingInstant(settings, date, slot) > now) continue;
      if (!skipped.has(`${date}:${slot}`)) meals += 1;
    }
  }
  return {
    cover,
    month,
    meals,
    skips: skipRows.length,
    // A skipped slot served anyway gives no rebate (servings/served-slot.ts).
    rebate: skipRows.reduce(
      (sum, skip) => sum + (isServed(skip.served) ? 0 : Number(skip.rebate)),
      0,
    ),
  };
}
