// all-meals for admins (spec §2, §4, §8): 'Total Meals: {count}' and a table SL., Meal Title,
// Likes, Reviews, Distributor Name, Distributor Email, Action (edit in a modal, delete after
// 'Are you sure?' / 'This meal will be deleted Permanently' / 'Yes Delete' with a spinner modal
// while the call runs, and a link to /meal/{id}). Pages by zero-based index.
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, type Meal } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { AlertDialog, Button, Pagination, Table, toast } from '../../../components/ui';
import { adminApi } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { TableSkeleton } from '../../user-dashboard/components/table-skeleton';
import { BusyDialog } from '../components/busy-dialog';
import { EditMealDialog } from '../components/edit-meal-dialog';
import { LoadError } from '../components/load-error';
import { messageOf, pageCountOf, useAdminQuery } from '../hooks/use-admin-query';
import '../../user-dashboard/components/dashboard-pages.css';
import '../components/admin-pages.css';

export function AdminMealsPage() {
  const [page, setPage] = useState(0);
  const meals = useAdminQuery(String(page), () => adminApi.meals(page));
  const [editing, setEditing] = useState<Meal>();
  const [deleting, setDeleting] = useState<Meal>();
  const [busy, setBusy] = useState(false);

  const rows = meals.data?.meals;
  const count = meals.data?.count ?? 0;
  const pageCount = pageCountOf(count);
  // The last row of the last page was deleted: step back a page.
  useEffect(() => {
    if (meals.data && page > 0 && page >= pageCount) setPage(Math.max(0, pageCount - 1));
  }, [meals.data, page, pageCount]);

  const confirmDelete = async () => {
    const meal = deleting;
    if (!meal) return;
    setDeleting(undefined);
    setBusy(true);
    try {
      await adminApi.deleteMeal(meal._id);
      await meals.reload();
      toast.success(MESSAGES.deletedSuccessfully);
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="dash-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">All Meals</h1>
          <p className="dash-page__count muted tabular">
            {meals.data ? `Total Meals: ${count}` : 'Loading meals…'}
          </p>
        </div>
        <Button asChild variant="secondary">
          <Link to={paths.dashboardChild('add-meal')}>Add Meal</Link>
        </Button>
      </div>
      {meals.error && <LoadError error={meals.error} onRetry={() => void meals.reload()} />}
      <div className="dash-stack admin-table">
        <Table role="table" aria-label="Meals" aria-busy={meals.loading || undefined}>
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
                Reviews
              </th>
              <th role="columnheader" scope="col">
                Distributor Name
              </th>
              <th role="columnheader" scope="col">
                Distributor Email
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
              rows.map((meal, index) => (
                <tr key={meal._id} role="row">
                  <td role="cell" className="num" data-label="SL.">
                    {page * 10 + index + 1}
                  </td>
                  <td role="cell" className="dash-table-title" data-label="Meal Title">
                    {meal.mealTitle}
                  </td>
                  <td role="cell" className="num" data-label="Likes">
                    {formatNumber(meal.likes)}
                  </td>
                  <td role="cell" className="num" data-label="Reviews">
                    {formatNumber(meal.numReviews)}
                  </td>
                  <td role="cell" data-label="Distributor Name">
                    {meal.distributorName}
                  </td>
                  <td role="cell" className="admin-cell-email" data-label="Distributor Email">
                    {meal.distributorEmail}
                  </td>
                  <td role="cell" data-label="Action">
                    <div className="admin-actions">
                      <OnlineOnlyButton
                        size="sm"
                        variant="secondary"
                        icon={<Pencil aria-hidden size={16} />}
                        aria-label={`Edit ${meal.mealTitle}`}
                        onClick={() => setEditing(meal)}
                      >
                        Edit
                      </OnlineOnlyButton>
                      <OnlineOnlyButton
                        size="sm"
                        variant="danger"
                        icon={<Trash2 aria-hidden size={16} />}
                        aria-label={`Delete ${meal.mealTitle}`}
                        onClick={() => setDeleting(meal)}
                      >
                        Delete
                      </OnlineOnlyButton>
                      <Button asChild size="sm" variant="ghost">
                        <Link to={paths.meal(meal._id)} aria-label={`View ${meal.mealTitle}`}>
                          <ExternalLink aria-hidden size={16} />
                          View
                        </Link>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </div>
      {count > 0 && (
        <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Meal pages" />
      )}
      <EditMealDialog
        meal={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => meals.reload()}
      />
      <AlertDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        title={MESSAGES.confirmTitle}
        description={MESSAGES.mealDeleteText}
        confirmLabel={MESSAGES.mealDeleteConfirm}
        onConfirm={() => void confirmDelete()}
      />
      <BusyDialog open={busy} label="Deleting the meal…" />
    </div>
  );
}
