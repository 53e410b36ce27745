// Stripe's webhook events, once each (deduplicated by event id in `provider_events`, inside the
// caller's transaction: a failed handling is rolled back and Stripe's retry handles it anew).
//   payment_intent.succeeded      → the package is granted (provider-grant.ts)
//   charge.refunded               → a refund recorded against the payment
//   charge.dispute.created/updated/closed → a dispute (with its status) recorded
// Every other event type is acknowledged and ignored.
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordAdjustment } from './adjustments';
import { grantFromProvider, type GrantOutcome } from './provider-grant';
import { intentFromStripe, minorUnitsPer } from './stripe-payment-provider';

export type WebhookOutcome = {
  duplicate: boolean;
  grant?: GrantOutcome;
};

const intentIdOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

export async function handleStripeEvent(
  db: Executor,
  event: Stripe.Event,
  currency: string,
  /** The webhook request's logger. */
  log: Logger,
): Promise<WebhookOutcome> {
  const inserted = await db
    .insertInto('provider_events')
    .values({ id: event.id, type: event.type, received_at: Date.now() })
    .execute()
    .then(() => true)
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return false;
      throw error;
    });
  if (!inserted) return { duplicate: true };

  const created = event.created * 1000;
  switch (event.type) {
    case 'payment_intent.succeeded':
      return {
        duplicate: false,
        grant: await grantFromProvider(db, intentFromStripe(event.data.object), currency, log),
      };
    case 'charge.refunded': {
      const charge = event.data.object;
      const transactionId = intentIdOf(charge.payment_intent);
      if (transactionId) {
        await recordAdjustment(db, {
          eventId: event.id,
          transactionId,
          kind: 'refund',
          amount: Math.round(charge.amount_refunded / minorUnitsPer(charge.currency)),
          status: charge.refunded ? 'refunded' : 'partially refunded',
          created,
        });
      }
      return { duplicate: false };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const transactionId = intentIdOf(dispute.payment_intent);
      if (transactionId) {
        await recordAdjustment(db, {
          eventId: event.id,
          transactionId,
          kind: 'dispute',
          amount: Math.round(dispute.amount / minorUnitsPer(dispute.currency)),
          status: dispute.status,
          created,
        });
      }
      return { duplicate: false };
    }
    default:
      return { duplicate: false };
  }
}
