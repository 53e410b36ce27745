// serve-meals (spec §2, §4, §8): every request, searched by name or email, 10 a page. Serve waits
// 600 ms, then marks a pending request delivered ('Meal has been Served'); a delivered one gives
// the info 'This Meal is already Delivered' and changes nothing. The button shows the status.
import { CircleCheck, HandPlatter } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MESSAGES, TIMINGS, type RequestedMealWithMeal } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { Badge, Card, Pagination, Table, toast } from '../../../components/ui';
import { adminApi } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { TableSkeleton } from '../../user-dashboard/components/table-skeleton';
import { LoadError } from '../components/load-error';
import { SearchBox } from '../components/search-box';
import { messageOf, pageCountOf, sleep, useAdminQuery } from '../hooks/use-admin-query';
import { useDebounced } from '../hooks/use-debounced';
import '../../user-dashboard/components/dashboard-pages.css';
import '../components/admin-pages.css';

export function ServeMealsPage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [query]);
  const requests = useAdminQuery(`${query}|${page}`, (signal) =>
    adminApi.requestedMeals(query, page, signal),
  );
  const [working, setWorking] = useState<string>();

  const serve = async (row: RequestedMealWithMeal) => {
    setWorking(row._id);
    try {
      await sleep(TIMINGS.serveAndRequestDelayMs);
      const answer = await adminApi.serve(row._id);
      if ('delivered' in answer && answer.delivered) {
        toast.info(MESSAGES.alreadyDelivered);
      } else {
        toast.success(MESSAGES.served);
      }
      await requests.reload();
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
    } finally {
      setWorking(undefined);
    }
  };

  const rows = requests.data?.requestedMeals;
  const count = requests.data?.count ?? 0;
  return (
    <div className="dash-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">Serve Meals</h1>
          <p className="dash-page__count muted tabular">
            {requests.data ? `Total Requests: ${count}` : 'Loading requests…'}
          </p>
        </div>
        <div className="admin-toolbar">
          <SearchBox value={search} onChange={setSearch} />
        </div>
      </div>
      {requests.error && (
        <LoadError error={requests.error} onRetry={() => void requests.reload()} />
      )}
      {rows && rows.length === 0 ? (
        <Card className="dash-empty">
          <p>{query ? MESSAGES.noMatch : 'No meal requests yet.'}</p>
        </Card>
      ) : (
        <div className="dash-stack admin-table">
          <Table
            role="table"
            aria-label="Requested meals"
            aria-busy={requests.loading || undefined}
          >
            <thead>
              <tr role="row">
                <th role="columnheader" scope="col" className="num">
                  SL.
                </th>
                <th role="columnheader" scope="col">
                  Meal Title
                </th>
                <th role="columnheader" scope="col">
                  Name
                </th>
                <th role="columnheader" scope="col">
                  Email
                </th>
                <th role="columnheader" scope="col">
                  Requested
                </th>
                <th role="columnheader" scope="col">
                  Status
                </th>
                <th role="columnheader" scope="col">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {!rows ? (
                <TableSkeleton columns={7} />
              ) : (
                rows.map((row, index) => {
                  const delivered = row.status === 'delivered';
                  return (
                    <tr key={row._id} role="row">
                      <td role="cell" className="num" data-label="SL.">
                        {page * 10 + index + 1}
                      </td>
                      <td role="cell" className="dash-table-title" data-label="Meal Title">
                        {row.mealTitle}
                      </td>
                      <td role="cell" data-label="Name">
                        {row.name}
                      </td>
                      <td role="cell" className="admin-cell-email" data-label="Email">
                        {row.email}
                      </td>
                      <td role="cell" className="tabular" data-label="Requested">
                        {formatDate(row.requestTime)}
                      </td>
                      <td role="cell" data-label="Status">
                        <Badge tone={delivered ? 'success' : 'accent'}>{row.status}</Badge>
                      </td>
                      <td role="cell" data-label="Action">
                        <OnlineOnlyButton
                          size="sm"
                          variant={delivered ? 'success' : 'primary'}
                          icon={
                            delivered ? (
                              <CircleCheck aria-hidden size={16} />
                            ) : (
                              <HandPlatter aria-hidden size={16} />
                            )
                          }
                          loading={working === row._id}
                          disabled={working !== undefined}
                          aria-label={`${delivered ? 'Delivered' : 'Serve'}: ${row.mealTitle} for ${row.name}`}
                          onClick={() => void serve(row)}
                        >
                          {delivered ? 'Delivered' : 'Serve'}
                        </OnlineOnlyButton>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </Table>
        </div>
      )}
      {count > 0 && (
        <Pagination
          page={page}
          pageCount={pageCountOf(count)}
          onPageChange={setPage}
          label="Request pages"
        />
      )}
    </div>
  );
}
