// Eight weeks of dining for the demo (docs/decisions/0042-demo-data-is-deterministic.md): six
// of the demo residents (resident7 … resident12) hold a package, paid for in 30-day periods
// from eight weeks ago until a month on, skip now and then, and come to the counter on most
// days, each slot with its own no-show rate (breakfast is missed most). A few skippers eat anyway
// (their rebate is withdrawn), and a second counter records a duplicate now and then. So the
// Kitchen's "Cook for N" has history, and statements list meals served. A fixed seed makes
// every install the same, relative to the moment of seeding.
import {
  addDaysToDate,
  dateAt,
  DEFAULT_HOSTEL_SETTINGS,
  instantOf,
  MEAL_TYPES,
  servingId,
  servingInstant,
  type MealType,
  type PackageName,
} from '@hostel/shared-schema';
import type { Trx } from '../db/database';
import { insertPaidPeriods } from '../domain/covers/paid-periods';
import { insertServingRows, type NewServingRow } from '../domain/servings/serving-rows';
import { insertSkipRows, type NewSkipRow } from '../domain/skips/skip-rows';
import { accountsWithEmails } from '../domain/users/accounts';
import { seededRandom } from './demo-activity';
import { DEMO_RESIDENTS } from './demo-people';

/** Days of history, before today. */
export const DINING_DAYS = 56;
/** The demo counters: the hall's door, and a second one opened at busy meals. */
const COUNTERS = ['demo-hall-door', 'demo-hall-side'];
/** Share of expected residents who do not come, per slot. */
const NO_SHOW: Record<MealType, number> = { breakfast: 0.25, lunch: 0.08, dinner: 0.12 };
const SKIP_RATE = 0.06;
const SKIPPER_EATS_RATE = 0.1;
const DUPLICATE_RATE = 0.02;
const PACKAGES: readonly PackageName[] = ['silver', 'gold', 'platinum'];
const MINUTE = 60_000;

/** Writes the dining history; answers how many servings it wrote. */
export async function insertDemoDining(trx: Trx, now: number): Promise<number> {
  const settings = DEFAULT_HOSTEL_SETTINGS;
  const first = addDaysToDate(dateAt(now, settings.timeZone), -DINING_DAYS);
  const random = seededRandom(32_032);
  const diners = await accountsWithEmails(
    trx,
    DEMO_RESIDENTS.slice(6).map((person) => person.email),
  );
  const skips: NewSkipRow[] = [];
  const servings: NewServingRow[] = [];
  for (const [index, diner] of diners.entries()) {
    const pack = PACKAGES[index % PACKAGES.length];
    const periods = [0, 1, 2].map((period) => {
      const starts = addDaysToDate(first, period * 30);
      return { starts, paidAt: instantOf(starts, '10:00', settings.timeZone) };
    });
    await insertPaidPeriods(trx, { email: diner.email, package: pack, periods });
    for (let day = 0; day < DINING_DAYS; day += 1) {
      const date = addDaysToDate(first, day);
      for (const slot of MEAL_TYPES) {
        const skipped = random() < SKIP_RATE;
        if (skipped) {
          skips.push({
            date,
            slot,
            email: diner.email,
            package: pack,
            rebate: settings.rebates[pack],
            updatedAt: instantOf(addDaysToDate(date, -1), '12:00', settings.timeZone),
          });
        }
        const eats = skipped ? random() < SKIPPER_EATS_RATE : random() >= NO_SHOW[slot];
        if (!eats) continue;
        const offset = Math.round((random() - 0.5) * 4000);
        const servedAt =
          servingInstant(settings, date, slot) + Math.round((random() - 0.3) * 40 * MINUTE);
        const counter = COUNTERS[random() < 0.7 ? 0 : 1];
        const serving = (counterId: string, at: number, duplicate: number): NewServingRow => ({
          id: servingId(date, slot, diner.id, counterId),
          counter_id: counterId,
          resident_id: diner.id,
          user_email: diner.email,
          date,
          slot,
          scanned_at: at - offset,
          clock_offset: offset,
          served_at: at,
          duplicate,
          received_at: at + 5 * MINUTE,
        });
        servings.push(serving(counter, servedAt, 0));
        if (random() < DUPLICATE_RATE) {
          const other = COUNTERS.find((id) => id !== counter)!;
          servings.push(serving(other, servedAt + 3 * MINUTE, 1));
        }
      }
    }
  }
  await insertSkipRows(trx, skips);
  await insertServingRows(trx, servings);
  return servings.length;
}
