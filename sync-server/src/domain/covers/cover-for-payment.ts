// The period a payment buys: COVER_DAYS days from `from` (the payment's day for a first package,
// today for a renewal), or from the day after the resident's last covered day when that is later,
// so periods never overlap and a renewal made early adds its days after the current ones. Once
// per payment: a payment that already bought its period gets that period back.
import { addDaysToDate, type PackageName } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { addCover, lastCoveredDay, type Cover } from './cover-periods';

export async function coverForPayment(
  db: Executor,
  payment: { id: string; email: string; package: PackageName; amount: number },
  from: string,
  now: number,
): Promise<Cover> {
  const bought = await db
    .selectFrom('package_covers')
    .select(['id', 'email', 'package', 'paid', 'starts', 'ends', 'payment_id'])
    .where('payment_id', '=', payment.id)
    .executeTakeFirst();
  if (bought) {
    return {
      id: bought.id,
      email: bought.email,
      package: payment.package,
      paid: Number(bought.paid),
      starts: bought.starts,
      ends: bought.ends,
      paymentId: bought.payment_id,
    };
  }
  const last = await lastCoveredDay(db, payment.email);
  const dayAfterLast = last === undefined ? undefined : addDaysToDate(last, 1);
  const starts = dayAfterLast !== undefined && dayAfterLast > from ? dayAfterLast : from;
  return addCover(db, {
    email: payment.email,
    package: payment.package,
    paid: payment.amount,
    starts,
    paymentId: payment.id,
    now,
  });
}
