// A first cover period for every package held without one: packages bought before periods
// existed, and packages that came without a payment (seeded demo holders). It starts on the day
// of the holder's latest payment (or of their account, without a payment) and runs COVER_DAYS
// days, or COVER_DAYS days from today when that is later, so nobody is cut off the day periods
// begin (docs/decisions/0150-first-cover-of-an-existing-package.md). It is worth what that payment
// paid (0 without one). The holder's skips are then re-rated by the rule of set-skip.ts: no
// rebate outside the period, and the period's rebates within what it paid, oldest first. Run at
// every start, dated by the server's clock; a holder who has a period is left alone.
import { badgeTier, dateAt } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import { addCover, periodEnd } from './cover-periods';

const SLOT_ORDER: Record<string, number> = { breakfast: 0, lunch: 1, dinner: 2 };

export async function grantFirstCovers(db: Executor, clock: Clock): Promise<number> {
  const holders = (
    await db
      .selectFrom('users')
      .leftJoin('package_covers', 'package_covers.email', 'users.email')
      .select(['users.email', 'users.badge', 'users.created_at'])
      .where('package_covers.id', 'is', null)
      .execute()
  ).filter((user) => badgeTier(user.badge) !== undefined);
  if (holders.length === 0) return 0;
  const { timeZone } = await loadSettings(db);
  const now = clock.now();
  const todaysEnd = periodEnd(dateAt(now, timeZone));
  for (const holder of holders) {
    const email = holder.email.toLowerCase();
    const latest = await db
      .selectFrom('payments')
      .select(['id', 'payment_date', 'amount'])
      .where('email', '=', holder.email)
      .orderBy('payment_date', 'desc')
      .executeTakeFirst();
    const starts = dateAt(Number(latest?.payment_date ?? holder.created_at), timeZone);
    const ends = periodEnd(starts) > todaysEnd ? periodEnd(starts) : todaysEnd;
    const cover = await addCover(db, {
      email,
      package: badgeTier(holder.badge)!,
      paid: Number(latest?.amount ?? 0),
      starts,
      ends,
      paymentId: latest?.id ?? null,
      now,
    });
    await rerateSkips(db, email, cover);
  }
  return holders.length;
}

async function rerateSkips(
  db: Executor,
  email: string,
  cover: { starts: string; ends: string; paid: number },
): Promise<void> {
  const skips = (
    await db
      .selectFrom('skips')
      .select(['id', 'date', 'slot', 'rebate'])
      .where('user_email', '=', email)
      .where('skipped', '=', 1)
      .where('deleted', '=', 0)
      .orderBy('date')
      .execute()
  ).sort((a, b) => (a.date === b.date ? SLOT_ORDER[a.slot] - SLOT_ORDER[b.slot] : 0));
  let left = cover.paid;
  for (const skip of skips) {
    const inside = skip.date >= cover.starts && skip.date <= cover.ends;
    const rebate = inside ? Math.min(Number(skip.rebate), left) : 0;
    left -= rebate;
    if (rebate !== Number(skip.rebate)) {
      // The rebate stays on the server (not in the replicated document): no new sequence number.
      await db.updateTable('skips').set({ rebate }).where('id', '=', skip.id).execute();
    }
  }
}
