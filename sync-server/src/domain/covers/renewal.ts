// Renewing the held package (beyond the spec, beside its checkout, which still refuses a second
// subscription). The price is the held package's: a renewal keeps the tier. The payment goes
// through the same provider path as a first package: an intent the server asked for (marked
// 'renew'), confirmed by the card, verified with the provider on the server, recorded once per
// transaction id. It buys COVER_DAYS days from the later of today and the day after the cover's
// last day.
import { dateAt, dayLabel, type PackageName, type RenewalAnswer } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/unique-violation';
import type { SessionUser } from '../../http/context';
import { conflict } from '../../http/errors';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import type { RetrievedIntent } from '../payments/payment-provider';
import { notVerified, ourIntent, verifiedPayment } from '../payments/payments';
import { coverForPayment } from './cover-for-payment';
import { lastCoveredDay } from './cover-periods';
import { coverStatus } from './cover-status';
import { figuresOf } from './period-figures';

export const RENEWAL_NEEDS_PACKAGE = 'Renewing needs a package: subscribe to one first';
export const PAYMENT_REPLAYED = 'This payment has already been recorded';

/** The package and price a renewal charges now, or a 409 saying why none is offered. */
export async function renewalQuote(
  db: Executor,
  clock: Clock,
  user: Pick<SessionUser, 'email' | 'badge'>,
): Promise<{ package: PackageName; price: number }> {
  const status = await coverStatus(db, clock, user);
  if (!status.package || status.renewalPrice === null) {
    throw conflict(RENEWAL_NEEDS_PACKAGE, 'no_package');
  }
  if (!status.canRenew && status.coveredUntil && status.renewFrom) {
    throw conflict(
      `Your package is covered until ${dayLabel(status.coveredUntil)}: renewal opens on ${dayLabel(status.renewFrom)}`,
      'renewal_not_open',
    );
  }
  return { package: status.package, price: status.renewalPrice };
}

/**
 * Records a confirmed renewal: the provider's intent (`intent`, undefined when it does not know
 * `transactionId`) must be ours, made for a renewal, succeeded, this resident's, at the held
 * package's price. A renewal Stripe's webhook recorded first is claimed here once; any later
 * presentation of the same transaction is refused.
 */
export async function recordRenewal(
  db: Executor,
  clock: Clock,
  user: SessionUser,
  intent: RetrievedIntent | undefined,
  transactionId: string,
  currency: string,
): Promise<RenewalAnswer> {
  const ours = await ourIntent(db, intent, user.email, transactionId);
  if (ours.purpose !== 'renew') throw notVerified('this payment is not a renewal');
  const verified = verifiedPayment(intent, user, {}, currency);
  if (verified.amount !== Number(ours.amount) || verified.package !== ours.package) {
    throw notVerified('the amount differs from the payment');
  }
  const settings = await loadSettings(db);
  const now = clock.now();
  const payment = { email: user.email, package: verified.package, amount: verified.amount };
  const used = await db
    .selectFrom('payments')
    .select(['id', 'client_claimed'])
    .where('transaction_id', '=', ours.id)
    .executeTakeFirst();
  let cover;
  if (used && used.client_claimed === 0) {
    await db.updateTable('payments').set({ client_claimed: 1 }).where('id', '=', used.id).execute();
    cover = await coverForPayment(
      db,
      { id: used.id, ...payment },
      dateAt(now, settings.timeZone),
      now,
    );
  } else if (used) {
    throw conflict(PAYMENT_REPLAYED, 'payment_replayed');
  } else {
    const id = newId();
    await db
      .insertInto('payments')
      .values({
        id,
        email: user.email,
        name: user.name,
        payment_date: verified.paymentDate,
        amount: verified.amount,
        package: verified.package,
        transaction_id: ours.id,
        applied: 1,
        client_claimed: 1,
      })
      .execute()
      .catch((error: unknown) => {
        // The same transaction recorded by a concurrent call.
        if (isUniqueViolation(error)) throw conflict(PAYMENT_REPLAYED, 'payment_replayed');
        throw error;
      });
    cover = await coverForPayment(db, { id, ...payment }, dateAt(now, settings.timeZone), now);
  }
  await db
    .updateTable('payment_intents')
    .set({ status: 'succeeded', failure_message: null })
    .where('id', '=', ours.id)
    .execute();
  return {
    acknowledged: true,
    period: await figuresOf(db, cover),
    coveredUntil: (await lastCoveredDay(db, user.email)) ?? cover.ends,
  };
}
