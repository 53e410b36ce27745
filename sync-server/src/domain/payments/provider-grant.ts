// The package granted on the card provider's word alone (Stripe's webhook), for a resident who
// paid and closed the tab before the PWA called subscription-handler. The same checks as that
// call: our own intent, succeeded, this user's, the package price in the configured currency.
// Once per transaction: the payment row (unique transaction id) is written or completed once, and
// the resident's own calls afterwards claim it instead of paying twice (payments.ts). A renewal's
// intent buys its cover period here the same way (covers/renewal.ts claims it afterwards); the
// badge is left as it is, since a renewal keeps the package.
import { badgeForPackage, dateAt } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { AppError } from '../../http/errors';
import type { RetrievedIntent } from './payment-provider';
import { coverForPayment } from '../covers/cover-for-payment';
import { loadSettings } from '../hostel/settings';
import { coverPaidPackage, ourIntent, verifiedPayment } from './payments';
import type { Logger } from 'pino';

export type GrantOutcome = 'granted' | 'already-granted' | 'refused';

export async function grantFromProvider(
  db: Executor,
  intent: RetrievedIntent,
  currency: string,
  /** The request's logger (a refusal is logged on it). */
  log: Logger,
): Promise<GrantOutcome> {
  const email = intent.metadata.email;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('email', '=', email)
    .executeTakeFirst();
  let verified;
  let purpose;
  try {
    if (!user) throw new AppError(409, 'payment_not_verified', 'unknown user');
    const ours = await ourIntent(db, intent, user.email, intent.id);
    purpose = ours.purpose;
    verified = verifiedPayment(intent, user, {}, currency);
    if (verified.amount !== ours.amount || verified.package !== ours.package) {
      throw new AppError(409, 'payment_not_verified', 'the amount differs from the payment');
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Not ours or not a package payment: nothing to grant, and nothing a retry would change.
    log.warn(`stripe webhook: ${intent.id} not granted (${error.message})`);
    return 'refused';
  }
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'applied'])
    .where('transaction_id', '=', intent.id)
    .executeTakeFirst();
  if (payment && payment.applied !== 0) return 'already-granted';
  const paymentId = payment?.id ?? newId();
  const renewal = purpose === 'renew';
  if (payment) {
    await db.updateTable('payments').set({ applied: 2 }).where('id', '=', payment.id).execute();
  } else {
    await db
      .insertInto('payments')
      .values({
        id: paymentId,
        email: user!.email,
        name: user!.name,
        payment_date: verified.paymentDate,
        amount: verified.amount,
        package: verified.package,
        transaction_id: intent.id,
        // A renewal changes no badge: nothing is left for change-package to apply.
        applied: renewal ? 1 : 2,
        client_claimed: 0,
      })
      .execute();
  }
  const bought = {
    id: paymentId,
    email: user!.email,
    package: verified.package,
    amount: verified.amount,
  };
  if (renewal) {
    const { timeZone } = await loadSettings(db);
    await coverForPayment(db, bought, dateAt(verified.paymentDate, timeZone), verified.paymentDate);
  } else {
    await coverPaidPackage(db, { ...bought, payment_date: verified.paymentDate });
    await db
      .updateTable('users')
      .set({ badge: badgeForPackage(verified.package), package: verified.package })
      .where('id', '=', user!.id)
      .execute();
  }
  await db
    .updateTable('payment_intents')
    .set({ status: 'succeeded', failure_message: null })
    .where('id', '=', intent.id)
    .execute();
  return 'granted';
}
