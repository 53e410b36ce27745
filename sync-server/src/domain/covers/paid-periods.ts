// A package held and paid for in periods, written as rows: the resident's badge and package, and
// per period its payment and the cover it bought. For the demo's history (a resident's own
// payments go through the payment provider: payments/, renewal.ts).
import { badgeForPackage, PACKAGE_PRICES, type PackageName } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { addCover } from './cover-periods';

export async function insertPaidPeriods(
  db: Executor,
  holder: { email: string; package: PackageName; periods: { starts: string; paidAt: number }[] },
): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('email', '=', holder.email)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ badge: badgeForPackage(holder.package), package: holder.package })
    .where('id', '=', user.id)
    .execute();
  for (const period of holder.periods) {
    const paymentId = newId();
    await db
      .insertInto('payments')
      .values({
        id: paymentId,
        email: user.email,
        name: user.name,
        payment_date: period.paidAt,
        amount: PACKAGE_PRICES[holder.package],
        package: holder.package,
        transaction_id: `demo_${paymentId}`,
        applied: 1,
        client_claimed: 1,
      })
      .execute();
    await addCover(db, {
      email: user.email,
      package: holder.package,
      paid: PACKAGE_PRICES[holder.package],
      starts: period.starts,
      paymentId,
      now: period.paidAt,
    });
  }
}
