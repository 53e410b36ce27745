// all-payments (spec §2, §7): 'Total Payments: {count}' and a table SL., Email, Payment Date
// ('1st Jan 2024'), Amount (with a currency icon), Transac. ID. Fetched once with no page; the
// table pages locally by 10 with the same pagination. Refunds and disputes reported by Stripe show
// under their transaction id. While the test processor is on, a notice says the payments are
// test ones.
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { TABLE_PAGE_SIZE, type PaymentListItem } from '@hostel/shared-schema';
import { TablePage } from '../../../components/dashboard/table-page';
import {
  TEST_PAYMENTS_TEXTS,
  TestPaymentsNotice,
} from '../../../components/test-payments/test-payments-notice';
import { DataTable, type Column } from '../../../components/ui';
import { formatDate, formatTk } from '../../../lib/format';
import { queryFailure } from '../components/load-error';
import { PaymentAdjustments } from '../components/payment-adjustments';
import { useAllPayments } from '../hooks/use-admin-lists';
import '../components/admin-pages.css';

const COLUMNS: Column<PaymentListItem>[] = [
  { header: 'Email', className: 'admin-cell-email', cell: (payment) => payment.email },
  {
    header: 'Payment Date',
    className: 'tabular',
    cell: (payment) => formatDate(payment.paymentDate),
  },
  {
    header: 'Amount',
    numeric: true,
    cell: (payment) => (
      <span className="admin-amount">
        <Banknote aria-hidden size={16} />
        {formatTk(payment.amount)}
      </span>
    ),
  },
  {
    header: 'Transac. ID',
    cell: (payment) => (
      <>
        <span className="admin-cell-mono">{payment.transactionId}</span>
        <PaymentAdjustments adjustments={payment.adjustments} />
      </>
    ),
  },
];

export function AllPaymentsPage() {
  const payments = useAllPayments();
  const [page, setPage] = useState(0);
  const all = payments.data?.payments;
  const count = payments.data?.count ?? all?.length ?? 0;
  const rows = all?.slice(page * TABLE_PAGE_SIZE, (page + 1) * TABLE_PAGE_SIZE);

  return (
    <TablePage
      title="All Payments"
      countLine={payments.data ? `Total Payments: ${count}` : 'Loading payments…'}
      notice={<TestPaymentsNotice text={TEST_PAYMENTS_TEXTS.adminPayments} />}
      failure={queryFailure(payments, 'the payments')}
      empty={rows?.length === 0 && <p>No payments yet.</p>}
      table={
        <DataTable
          className="admin-table"
          label="Payments"
          columns={COLUMNS}
          rows={rows}
          busy={!payments.data}
          page={page}
        />
      }
      pagination={{ count, page, onPageChange: setPage, label: 'Payment pages' }}
    />
  );
}
