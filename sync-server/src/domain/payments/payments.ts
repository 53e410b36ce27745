// The rules of payments (spec §4, §9, DESIGN "Trust"): an intent only for a package price and
// only for a user without a package; a payment recorded only once the provider confirms that
// intent succeeded, for this user and the package's price, once per transaction id; a package
// change only to a package the user holds a verified, unused payment for.
import {
  badgeForPackage,
  badgeTier,
  dateAt,
  isPackageName,
  MESSAGES,
  PACKAGE_PRICES,
  PACKAGE_NAMES,
  type AllPaymentsResponse,
  type InsertResult,
  type MyPaymentsResponse,
  type PackageName,
  type SubscriptionBody,
  type UpdateResult,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/unique-violation';
import type { SessionUser } from '../../http/context';
import { conflict } from '../../http/errors';
import { coverForPayment } from '../covers/cover-for-payment';
import { loadSettings } from '../hostel/settings';
import { adjustmentsByTransaction } from './adjustments';
import type { CreatedIntent, RetrievedIntent } from './payment-provider';

export function assertNotSubscribed(user: Pick<SessionUser, 'badge'>): void {
  if (badgeTier(user.badge)) throw conflict(MESSAGES.alreadySubscribed, 'already_subscribed');
}

/** The package whose monthly price is `price` (the body schema already allows only those). */
export function packageForPrice(price: number): PackageName | undefined {
  return PACKAGE_NAMES.find((name) => PACKAGE_PRICES[name] === price);
}

/**
 * Keeps the server's record of an intent it asked the provider for, made at `now` by the server's
 * clock (the test processor's payments are dated by it).
 */
export async function recordIntent(
  db: Executor,
  user: SessionUser,
  intent: CreatedIntent,
  details: { amount: number; package: PackageName; provider: string },
  now: number,
  purpose: 'subscribe' | 'renew' = 'subscribe',
): Promise<void> {
  await db
    .insertInto('payment_intents')
    .values({
      id: intent.id,
      client_secret: intent.clientSecret,
      user_email: user.email,
      amount: details.amount,
      package: details.package,
      provider: details.provider,
      status: 'requires_payment_method',
      failure_message: null,
      created_at: now,
      purpose,
    })
    .execute();
}

export const notVerified = (why: string) =>
  conflict(`This payment could not be verified: ${why}`, 'payment_not_verified');

/** What a succeeded intent proves: who paid, how much, for which package, when. */
export function verifiedPayment(
  intent: RetrievedIntent | undefined,
  user: Pick<SessionUser, 'email'>,
  body: Pick<SubscriptionBody, 'amount' | 'package'>,
  currency: string,
): { amount: number; package: PackageName; paymentDate: number } {
  if (!intent) throw notVerified('unknown transaction');
  if (intent.status !== 'succeeded') throw notVerified('the payment has not succeeded');
  if (intent.metadata.email !== user.email) throw notVerified('the payment is not yours');
  if (intent.currency !== currency) throw notVerified('the currency is not the package currency');
  const pack = intent.metadata.package;
  if (!isPackageName(pack) || PACKAGE_PRICES[pack] !== intent.amount) {
    throw notVerified('the amount is not a package price');
  }
  if (body.amount !== undefined && body.amount !== intent.amount) {
    throw notVerified('the amount differs from the payment');
  }
  if (body.package !== undefined && body.package !== pack) {
    throw notVerified('the package differs from the payment');
  }
  return { amount: intent.amount, package: pack, paymentDate: intent.created };
}

/** Our own record of the intent, checked against what the provider reported. */
export async function ourIntent(
  db: Executor,
  intent: RetrievedIntent | undefined,
  email: string,
  transactionId: string,
) {
  const ours = await db
    .selectFrom('payment_intents')
    .select(['id', 'user_email', 'amount', 'package', 'purpose'])
    .where('id', '=', transactionId)
    .executeTakeFirst();
  if (!ours || ours.user_email !== email || intent?.id !== ours.id) {
    throw notVerified('unknown transaction');
  }
  return ours;
}

/**
 * Records a verified payment once per transaction id (a replay is refused). `intent` is what the
 * provider answered for `body.transactionId` (undefined: the provider does not know it). A
 * payment Stripe's webhook recorded first is claimed by this call, once.
 */
export async function recordPayment(
  db: Executor,
  user: SessionUser,
  intent: RetrievedIntent | undefined,
  body: SubscriptionBody,
  currency: string,
): Promise<InsertResult> {
  const ours = await ourIntent(db, intent, user.email, body.transactionId);
  // A renewal's payment buys days of the held package (covers/renewal.ts), not a package.
  if (ours.purpose === 'renew') throw notVerified('this payment is a renewal');
  const verified = verifiedPayment(intent, user, body, currency);
  if (verified.amount !== ours.amount || verified.package !== ours.package) {
    throw notVerified('the amount differs from the payment');
  }
  const used = await db
    .selectFrom('payments')
    .select(['id', 'client_claimed'])
    .where('transaction_id', '=', ours.id)
    .executeTakeFirst();
  if (used && used.client_claimed === 0) {
    await db.updateTable('payments').set({ client_claimed: 1 }).where('id', '=', used.id).execute();
    return { acknowledged: true, insertedId: used.id };
  }
  if (used) throw conflict('This payment has already been recorded', 'payment_replayed');
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
    })
    .execute()
    .catch((error: unknown) => {
      // The same transaction id recorded by a concurrent call.
      if (isUniqueViolation(error)) {
        throw conflict('This payment has already been recorded', 'payment_replayed');
      }
      throw error;
    });
  await db
    .updateTable('payment_intents')
    .set({ status: 'succeeded', failure_message: null })
    .where('id', '=', ours.id)
    .execute();
  return { acknowledged: true, insertedId: id };
}

/**
 * Applies a verified, unused payment for `pack`: badge 'x-<pack>', package '<pack>', and the
 * payment's cover period (COVER_DAYS days from the payment's day in the hostel's time zone). A
 * payment the webhook already applied (applied = 2) is taken here once more, so the resident's
 * own flow ends as it began: acknowledged (its period was written then, and is not again).
 */
export async function applyPaidPackage(
  db: Executor,
  user: SessionUser,
  pack: PackageName,
): Promise<UpdateResult> {
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'payment_date', 'amount'])
    .where('email', '=', user.email)
    .where('package', '=', pack)
    .where('applied', 'in', [0, 2])
    .orderBy('payment_date')
    .executeTakeFirst();
  if (!payment) {
    throw conflict(`There is no verified payment for the ${pack} package`, 'payment_required');
  }
  await db.updateTable('payments').set({ applied: 1 }).where('id', '=', payment.id).execute();
  await coverPaidPackage(db, { ...payment, email: user.email, package: pack });
  const result = await db
    .updateTable('users')
    .set({ badge: badgeForPackage(pack), package: pack })
    .where('id', '=', user.id)
    .executeTakeFirst();
  const count = Number(result.numUpdatedRows);
  return { acknowledged: true, matchedCount: count, modifiedCount: count };
}

/** The period a first package's payment buys: from the payment's day (hostel's time zone). */
export async function coverPaidPackage(
  db: Executor,
  payment: {
    id: string;
    email: string;
    package: PackageName;
    payment_date: number;
    amount: number;
  },
): Promise<void> {
  const { timeZone } = await loadSettings(db);
  const paidAt = Number(payment.payment_date);
  await coverForPayment(
    db,
    { ...payment, amount: Number(payment.amount) },
    dateAt(paidAt, timeZone),
    paidAt,
  );
}

/** Every payment, newest first (the admin table pages locally). */
export async function listPayments(db: Executor): Promise<AllPaymentsResponse> {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'email', 'payment_date', 'amount', 'transaction_id'])
    .orderBy('payment_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const adjustments = await adjustmentsByTransaction(db);
  return {
    payments: rows.map((row) => {
      const reported = adjustments.get(row.transaction_id);
      return {
        _id: row.id,
        email: row.email,
        paymentDate: row.payment_date,
        amount: row.amount,
        transactionId: row.transaction_id,
        ...(reported && { adjustments: reported }),
      };
    }),
    count: rows.length,
  };
}

/** One resident's own payments, newest first: the receipts of their dashboard. */
export async function listPaymentsOf(db: Executor, email: string): Promise<MyPaymentsResponse> {
  const rows = await db
    .selectFrom('payments')
    .select(['id', 'payment_date', 'amount', 'package', 'transaction_id'])
    .where('email', '=', email)
    .orderBy('payment_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    payments: rows.map((row) => ({
      _id: row.id,
      paymentDate: row.payment_date,
      amount: row.amount,
      package: row.package as PackageName,
      transactionId: row.transaction_id,
    })),
    count: rows.length,
  };
}
