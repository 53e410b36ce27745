// upcoming-meals (spec §2, §4, §8): upcoming meals 10 a page (title, likes, price) with Publish,
// enabled only at 10 likes or more → 'This upcoming meal has been Published' or
// 'Somthing went Wrong'. Publishing has no way back, so it runs after a confirmation naming the
// meal.
import { ArrowUpFromLine } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES, PUBLISH_MIN_LIKES, type UpcomingMeal } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { TablePage } from '../../../components/dashboard/table-page';
import { AlertDialog, DataTable, toast, type Column } from '../../../components/ui';
import { formatNumber, formatTk } from '../../../lib/format';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { queryFailure } from '../components/load-error';
import { useAdminUpcomingMeals, usePublishUpcoming } from '../hooks/use-admin-lists';
import '../components/admin-pages.css';

export function AdminUpcomingMealsPage() {
  const upcoming = useAdminUpcomingMeals();
  const { page, setPage, count } = upcoming;
  const publishCall = usePublishUpcoming();
  const [working, setWorking] = useState<string>();

  const rows = upcoming.data?.upcomingMeals;

  const publish = async (row: UpcomingMeal) => {
    setWorking(row._id);
    try {
      await publishCall.run(row._id);
      toast.success(MESSAGES.published);
    } catch {
      toast.error(MESSAGES.publishFailed);
    } finally {
      setWorking(undefined);
    }
  };

  const confirmation = useConfirmedAction(
    publish,
    (row) =>
      `${row.mainMealData.mealTitle} moves to the Meals list, where everyone sees it. This cannot be undone.`,
  );

  const columns: Column<UpcomingMeal>[] = [
    {
      header: 'Meal Title',
      className: 'dash-table-title',
      cell: (row) => row.mainMealData.mealTitle,
    },
    { header: 'Likes', numeric: true, cell: (row) => formatNumber(row.likes) },
    { header: 'Price', numeric: true, cell: (row) => formatTk(row.mainMealData.price) },
    {
      header: 'Action',
      cell: (row) => {
        const ready = row.likes >= PUBLISH_MIN_LIKES;
        return (
          <div className="admin-actions">
            <OnlineOnlyButton
              size="sm"
              icon={<ArrowUpFromLine aria-hidden size={16} />}
              loading={working === row._id}
              disabled={!ready || working !== undefined}
              title={ready ? undefined : `Needs ${PUBLISH_MIN_LIKES} likes (${row.likes} so far)`}
              aria-label={`Publish ${row.mainMealData.mealTitle}`}
              onClick={() => confirmation.ask(row)}
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
        );
      },
    },
  ];

  return (
    <TablePage
      title="Upcoming Meals"
      countLine={upcoming.data ? `Total Upcoming Meals: ${count}` : 'Loading upcoming meals…'}
      toolbar={<p className="muted">Publish needs at least {PUBLISH_MIN_LIKES} likes.</p>}
      failure={queryFailure(upcoming, 'the upcoming meals')}
      empty={rows?.length === 0 && page === 0 && <p>No upcoming meals.</p>}
      table={
        <DataTable
          className="admin-table"
          label="Upcoming meals"
          columns={columns}
          rows={rows}
          busy={upcoming.loading}
          page={page}
        />
      }
      pagination={{ count, page, onPageChange: setPage, label: 'Upcoming meal pages' }}
    >
      <AlertDialog
        {...confirmation.dialog}
        title={confirmation.target && `Publish ${confirmation.target.mainMealData.mealTitle}?`}
        confirmLabel="Publish"
        destructive={false}
      />
    </TablePage>
  );
}
