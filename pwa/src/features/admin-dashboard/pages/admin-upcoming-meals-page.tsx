// upcoming-meals (spec §2, §4, §8): upcoming meals 10 a page (title, likes, price) with Publish,
// enabled only at 10 likes or more → 'This upcoming meal has been Published' or
// 'Somthing went Wrong'.
import { ArrowUpFromLine } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MESSAGES, PUBLISH_MIN_LIKES, type UpcomingMeal } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { Card, Pagination, Table, toast } from '../../../components/ui';
import { adminApi } from '../../../lib/api';
import { formatNumber, formatTk } from '../../../lib/format';
import { TableSkeleton } from '../../user-dashboard/components/table-skeleton';
import { LoadError } from '../components/load-error';
import { pageCountOf, useAdminQuery } from '../hooks/use-admin-query';
import '../../user-dashboard/components/dashboard-pages.css';
import '../components/admin-pages.css';

export function AdminUpcomingMealsPage() {
  const [page, setPage] = useState(0);
  const upcoming = useAdminQuery(String(page), () => adminApi.upcomingMeals(page));
  const [working, setWorking] = useState<string>();

  const rows = upcoming.data?.upcomingMeals;
  const count = upcoming.data?.count ?? 0;
  const pageCount = pageCountOf(count);
  useEffect(() => {
    if (upcoming.data && page > 0 && page >= pageCount) setPage(Math.max(0, pageCount - 1));
  }, [upcoming.data, page, pageCount]);

  const publish = async (row: UpcomingMeal) => {
    setWorking(row._id);
    try {
      const answer = await adminApi.publish(row._id);
      if (!answer.success) throw new Error(MESSAGES.publishFailed);
      toast.success(MESSAGES.published);
      await upcoming.reload();
    } catch {
      toast.error(MESSAGES.publishFailed);
    } finally {
      setWorking(undefined);
    }
  };

  return (
    <div className="dash-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">Upcoming Meals</h1>
          <p className="dash-page__count muted tabular">
            {upcoming.data ? `Total Upcoming Meals: ${count}` : 'Loading upcoming meals…'}
          </p>
        </div>
        <p className="muted">Publish needs at least {PUBLISH_MIN_LIKES} likes.</p>
      </div>
      {upcoming.error && (
        <LoadError error={upcoming.error} onRetry={() => void upcoming.reload()} />
      )}
      {rows && rows.length === 0 && page === 0 ? (
        <Card className="dash-empty">
          <p>No upcoming meals.</p>
        </Card>
      ) : (
        <div className="dash-stack admin-table">
          <Table role="table" aria-label="Upcoming meals" aria-busy={upcoming.loading || undefined}>
            <thead>
              <tr role="row">
                <th role="columnheader" scope="col" className="num">
                  SL.
                </th>
                <th role="columnheader" scope="col">
                  Meal Title
                </th>
                <th role="columnheader" scope="col" className="num">
                  Likes
                </th>
                <th role="columnheader" scope="col" className="num">
                  Price
                </th>
                <th role="columnheader" scope="col">
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {!rows ? (
                <TableSkeleton columns={5} />
              ) : (
                rows.map((row, index) => {
                  const ready = row.likes >= PUBLISH_MIN_LIKES;
                  const title = row.mainMealData.mealTitle;
                  return (
                    <tr key={row._id} role="row">
                      <td role="cell" className="num" data-label="SL.">
                        {page * 10 + index + 1}
                      </td>
                      <td role="cell" className="dash-table-title" data-label="Meal Title">
                        {title}
                      </td>
                      <td role="cell" className="num" data-label="Likes">
                        {formatNumber(row.likes)}
                      </td>
                      <td role="cell" className="num" data-label="Price">
                        {formatTk(row.mainMealData.price)}
                      </td>
                      <td role="cell" data-label="Action">
                        <div className="admin-actions">
                          <OnlineOnlyButton
                            size="sm"
                            icon={<ArrowUpFromLine aria-hidden size={16} />}
                            loading={working === row._id}
                            disabled={!ready || working !== undefined}
                            title={
                              ready
                                ? undefined
                                : `Needs ${PUBLISH_MIN_LIKES} likes (${row.likes} so far)`
                            }
                            aria-label={`Publish ${title}`}
                            onClick={() => void publish(row)}
                          >
                            Publish
                          </OnlineOnlyButton>
                          {!ready && (
                            <span className="muted admin-hint">
                              {' '}
                              {PUBLISH_MIN_LIKES - row.likes} more{' '}
                              {PUBLISH_MIN_LIKES - row.likes === 1 ? 'like' : 'likes'} needed
                            </span>
                          )}
                        </div>
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
          pageCount={pageCount}
          onPageChange={setPage}
          label="Upcoming meal pages"
        />
      )}
    </div>
  );
}
