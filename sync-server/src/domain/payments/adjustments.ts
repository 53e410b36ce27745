// Refunds and disputes the card provider reports (Stripe's webhook): recorded against the
// payment's transaction id and shown beside it on the admin payments page. They do not take the
// package back on their own: the hostel decides (docs/decisions/0036-providers-are-explicit-switches.md).
import type { PaymentAdjustment } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';

export type ReportedAdjustment = {
  /** The provider's event id: one row per event. */
  eventId: string;
  transactionId: string;
  kind: PaymentAdjustment['kind'];
  amount: number;
  status: string;
  created: number;
};

export async function recordAdjustment(db: Executor, adjustment: ReportedAdjustment) {
  await db
    .insertInto('payment_adjustments')
    .values({
      id: adjustment.eventId,
      transaction_id: adjustment.transactionId,
      kind: adjustment.kind,
      amount: adjustment.amount,
      status: adjustment.status.slice(0, 60) || 'unknown',
      created_at: adjustment.created,
    })
    .execute();
}

/** Each transaction's adjustments, oldest first. */
export async function adjustmentsByTransaction(
  db: Executor,
): Promise<Map<string, PaymentAdjustment[]>> {
  const rows = await db
    .selectFrom('payment_adjustments')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const found = new Map<string, PaymentAdjustment[]>();
  for (const row of rows) {
    const list = found.get(row.transaction_id) ?? [];
    list.push({ kind: row.kind, amount: row.amount, status: row.status, date: row.created_at });
    found.set(row.transaction_id, list);
  }
  return found;
}
