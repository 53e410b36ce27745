// requested-meals (spec §2, §4, §8): the user's requests, 10 a page, sorted delivered-first
// (del, the default) or pending-first (pen); columns meal title, likes, reviews, status. A
// pending request can be deleted after 'Are you sure?'; a delivered one cannot (button disabled).
// Deleting needs the server, so offline the button is disabled and says why.
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, SORT_DEFAULTS } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { TablePage } from '../../../components/dashboard/table-page';
import {
  AlertDialog,
  Badge,
  Button,
  DataTable,
  Select,
  toast,
  type Column,
} from '../../../components/ui';
import type { MyRequestsSort } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useMyRequestedMeals, type MyRequestRow } from '../hooks/use-my-requested-meals';
import '../../../components/dashboard/dashboard-pages.css';

const SORT_OPTIONS = [
  { value: 'del', label: 'Delivered first' },
  { value: 'pen', label: 'Pending first' },
] as const;

export function RequestedMealsPage() {
  const [sort, setSort] = useState<MyRequestsSort>(SORT_DEFAULTS.requestedMeals);
  const [page, setPage] = useState(0);
  const { rows, count, loading, remove } = useMyRequestedMeals(sort, page);

  // The last row of the last page deleted: step back a page.
  const emptyPage = !loading && rows?.length === 0 && page > 0;
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(0, current - 1));
  }, [emptyPage]);

  const deletion = useConfirmedAction(
    async (row: MyRequestRow) => {
      try {
        const deleted = await remove(row._id);
        if (deleted) toast.success(MESSAGES.requestDeleted(row.mealTitle));
        else toast.error(MESSAGES.requestDeleteFailed);
      } catch {
        toast.error(MESSAGES.requestDeleteFailed);
      }
    },
    (row) => `Your request for "${row.mealTitle}" will be deleted.`,
  );

  const columns: Column<MyRequestRow>[] = [
    {
      header: 'Meal Title',
      className: 'dash-table-title',
      cell: (row) => (
        <Link to={paths.meal(row.mealId)}>{row.meal?.mealTitle ?? row.mealTitle}</Link>
      ),
    },
    { header: 'Likes', numeric: true, cell: (row) => formatNumber(row.meal?.likes ?? 0) },
    { header: 'Reviews', numeric: true, cell: (row) => formatNumber(row.meal?.numReviews ?? 0) },
    {
      header: 'Status',
      cell: (row) => (
        <Badge tone={row.status === 'delivered' ? 'success' : 'info'}>{row.status}</Badge>
      ),
    },
    {
      header: 'Action',
      cell: (row) => (
        <OnlineOnlyButton
          variant="danger"
          size="sm"
          icon={<Trash2 aria-hidden size={16} />}
          disabled={row.status === 'delivered'}
          aria-label={`Delete request for ${row.mealTitle}`}
          title={row.status === 'delivered' ? 'A delivered request cannot be deleted' : undefined}
          onClick={() => deletion.ask(row)}
        >
          Delete
        </OnlineOnlyButton>
      ),
    },
  ];

  return (
    <TablePage
      title="Requested Meals"
      countLine={loading && !rows ? 'Loading your requests…' : `${count} requested`}
      toolbar={
        <Select
          className="dash-page__toolbar"
          label="Sort"
          options={SORT_OPTIONS}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as MyRequestsSort);
            setPage(0);
          }}
        />
      }
      empty={
        rows?.length === 0 &&
        page === 0 && (
          <>
            <p>You have not requested any meals yet.</p>
            <Button asChild variant="secondary">
              <Link to={paths.allMeals}>Browse meals</Link>
            </Button>
          </>
        )
      }
      table={
        <DataTable label="Your requested meals" columns={columns} rows={rows} busy={loading} />
      }
      pagination={{ count, page, onPageChange: setPage, label: 'Requested meals pages' }}
    >
      <AlertDialog {...deletion.dialog} confirmLabel="Yes Delete" />
    </TablePage>
  );
}
