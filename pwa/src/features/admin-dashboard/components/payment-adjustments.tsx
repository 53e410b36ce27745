// Refunds and disputes the card provider reported for a payment (Stripe's webhook), shown under
// its transaction id on all-payments: 'Refunded 3,000 Tk', 'Disputed 3,000 Tk · needs response'.
import type { PaymentAdjustment } from '@hostel/shared-schema';
import { Badge } from '../../../components/ui';
import { formatDate, formatTk } from '../../../lib/format';

function label(adjustment: PaymentAdjustment): string {
  const status = adjustment.status.replace(/_/g, ' ');
  return adjustment.kind === 'refund'
    ? `Refunded ${formatTk(adjustment.amount)}`
    : `Disputed ${formatTk(adjustment.amount)} · ${status}`;
}

export function PaymentAdjustments({ adjustments }: { adjustments?: PaymentAdjustment[] }) {
  if (!adjustments?.length) return null;
  return (
    <span className="admin-adjustments">
      {adjustments.map((adjustment, index) => (
        <Badge
          key={index}
          tone={adjustment.kind === 'refund' ? 'info' : 'error'}
          title={`Reported ${formatDate(adjustment.date)}`}
        >
          {label(adjustment)}
        </Badge>
      ))}
    </span>
  );
}
