// A payment receipt: the plan, the amount, the transaction id and the date.
// The checkout's success state and the resident's dashboard both show it, the same way.
import type { ReactNode } from 'react';
import type { PackageName } from '@hostel/shared-schema';
import { formatClock, formatDate, formatTk } from '../lib/format';
import { Card } from './ui';
import './receipt-card.css';

export type ReceiptData = {
  package: PackageName;
  amount: number;
  transactionId: string;
  paymentDate: number;
};

export function ReceiptCard({
  receipt,
  labelledBy,
  children,
}: {
  receipt: ReceiptData;
  labelledBy?: string;
  children?: ReactNode;
}) {
  return (
    <Card as="article" className="receipt" aria-labelledby={labelledBy}>
      {children}
      <dl className="receipt__facts">
        <div>
          <dt>Plan</dt>
          <dd className="receipt__plan">{receipt.package}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd className="tabular">{formatTk(receipt.amount)}</dd>
        </div>
        <div>
          <dt>Transaction ID</dt>
          <dd className="receipt__id">{receipt.transactionId}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd className="tabular">
            {formatDate(receipt.paymentDate)}, {formatClock(receipt.paymentDate)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
