// all-payments (spec §2, §7): 'Total Payments: {count}' and a table SL., Email, Payment Date
// ('1st Jan 2024'), Amount (with a currency icon), Transac. ID. Fetched once with no page; the
// table pages locally by 10 with the same pagination.
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { TABLE_PAGE_SIZE } from '@hostel/shared-schema';
import { Card, Pagination, Table } from '../../../components/ui';
import { adminApi } from '../../../lib/api';
import { formatDate, formatTk } from '../../../lib/format';
import { TableSkeleton } from '../../user-dashboard/components/table-skeleton';
import { LoadError } from '../components/load-error';
import { pageCountOf, useAdminQuery } from '../hooks/use-admin-query';
import '../../user-dashboard/components/dashboard-pages.css';
import '../components/admin-pages.css';

export function AllPaymentsPage() {
  const payments = useAdminQuery('all', () => adminApi.payments());
  const [page, setPage] = useState(0);
  const all = payments.data?.payments;
  const count = payments.data?.count ?? all?.length ?? 0;
  const rows = all?.slice(page * TABLE_PAGE_SIZE, (page + 1) * TABLE_PAGE_SIZE);

  return (
    <div className="dash-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">All Payments</h1>
          <p className="dash-page__count muted tabular">
            {payments.data ? `Total Payments: ${count}` : 'Loading payments…'}
          </p>
        </div>
      </div>
      {payments.error && (
        <LoadError error={payments.error} onRetry={() => void payments.reload()} />
      )}
      {rows && rows.length === 0 ? (
        <Card className="dash-empty">
          <p>No payments yet.</p>
        </Card>
      ) : (
        <div className="dash-stack admin-table">
          <Table role="table" aria-label="Payments" aria-busy={!payments.data || undefined}>
            <thead>
              <tr role="row">
                <th role="columnheader" scope="col" className="num">
                  SL.
                </th>
                <th role="columnheader" scope="col">
                  Email
                </th>
                <th role="columnheader" scope="col">
                  Payment Date
                </th>
                <th role="columnheader" scope="col" className="num">
                  Amount
                </th>
                <th role="columnheader" scope="col">
                  Transac. ID
                </th>
              </tr>
            </thead>
            <tbody>
              {!rows ? (
                <TableSkeleton columns={5} />
              ) : (
                rows.map((payment, index) => (
                  <tr key={payment._id} role="row">
                    <td role="cell" className="num" data-label="SL.">
                      {page * TABLE_PAGE_SIZE + index + 1}
                    </td>
                    <td role="cell" className="admin-cell-email" data-label="Email">
                      {payment.email}
                    </td>
                    <td role="cell" className="tabular" data-label="Payment Date">
                      {formatDate(payment.paymentDate)}
                    </td>
                    <td role="cell" className="num" data-label="Amount">
                      <span className="admin-amount">
                        <Banknote aria-hidden size={16} />
                        {formatTk(payment.amount)}
                      </span>
                    </td>
                    <td role="cell" data-label="Transac. ID">
                      <span className="admin-cell-mono">{payment.transactionId}</span>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        </div>
      )}
      {count > 0 && (
        <Pagination
          page={page}
          pageCount={pageCountOf(count, TABLE_PAGE_SIZE)}
          onPageChange={setPage}
          label="Payment pages"
        />
      )}
    </div>
  );
}
