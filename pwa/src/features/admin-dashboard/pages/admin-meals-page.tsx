// all-meals for admins (spec §2, §4, §8): 'Total Meals: {count}' and a table SL., Meal Title,
// Likes, Reviews, Distributor Name, Distributor Email, Action (edit in a modal, delete after
// 'Are you sure?' / 'This meal will be deleted Permanently' / 'Yes Delete' with a spinner modal
// while the call runs, and a link to /meal/{id}). Pages by zero-based index.
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, type Meal } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { TablePage } from '../../../components/dashboard/table-page';
import {
  AlertDialog,
  BusyDialog,
  Button,
  DataTable,
  toast,
  type Column,
} from '../../../components/ui';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { messageOf } from '../../../lib/server-query';
import { EditMealDialog } from '../components/edit-meal-dialog';
import { queryFailure } from '../components/load-error';
import { useAdminMeals, useDeleteMeal } from '../hooks/use-admin-meals';
import '../components/admin-pages.css';

export function AdminMealsPage() {
  const meals = useAdminMeals();
  const deleteMeal = useDeleteMeal();
  const [editing, setEditing] = useState<Meal>();
  const [deleting, setDeleting] = useState<Meal>();
  const [busy, setBusy] = useState(false);

  const { page, setPage, count } = meals;
  const rows = meals.data?.meals;

  const confirmDelete = async () => {
    const meal = deleting;
    if (!meal) return;
    setDeleting(undefined);
    setBusy(true);
    try {
      await deleteMeal.run(meal._id);
      toast.success(MESSAGES.deletedSuccessfully);
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<Meal>[] = [
    { header: 'Meal Title', className: 'dash-table-title', cell: (meal) => meal.mealTitle },
    { header: 'Likes', numeric: true, cell: (meal) => formatNumber(meal.likes) },
    { header: 'Reviews', numeric: true, cell: (meal) => formatNumber(meal.numReviews) },
    { header: 'Distributor Name', cell: (meal) => meal.distributorName },
    {
      header: 'Distributor Email',
      className: 'admin-cell-email',
      cell: (meal) => meal.distributorEmail,
    },
    {
      header: 'Action',
      cell: (meal) => (
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
      ),
    },
  ];

  return (
    <TablePage
      title="All Meals"
      countLine={meals.data ? `Total Meals: ${count}` : 'Loading meals…'}
      toolbar={
        <Button asChild variant="secondary">
          <Link to={paths.dashboardChild('add-meal')}>Add Meal</Link>
        </Button>
      }
      failure={queryFailure(meals, 'the meals')}
      table={
        <DataTable
          className="admin-table"
          label="Meals"
          columns={columns}
          rows={rows}
          busy={meals.loading}
          page={page}
        />
      }
      pagination={{ count, page, onPageChange: setPage, label: 'Meal pages' }}
    >
      <EditMealDialog meal={editing} onClose={() => setEditing(undefined)} />
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
    </TablePage>
  );
}
