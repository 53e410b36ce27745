// requested-meals (spec §2, §4, §8): the user's requests, 10 a page, sorted delivered-first
// (del, the default) or pending-first (pen); columns meal title, likes, reviews, status. A
// pending request can be deleted after 'Are you sure?'; a delivered one cannot (button disabled).
// Deleting needs the server, so offline the button is disabled and says why.
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, SORT_DEFAULTS } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  Pagination,
  Select,
  Table,
  toast,
} from '../../../components/ui';
import type { MyRequestsSort } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { TableSkeleton } from '../components/table-skeleton';
import { useMyRequestedMeals, type MyRequestRow } from '../hooks/use-my-requested-meals';
import '../components/dashboard-pages.css';

const SORT_OPTIONS = [
  { value: 'del', label: 'Delivered first' },
  { value: 'pen', label: 'Pending first' },
] as const;

export function RequestedMealsPage() {
  const [sort, setSort] = useState<MyRequestsSort>(SORT_DEFAULTS.requestedMeals);
  const [page, setPage] = useState(0);
  const { rows, count, pageCount, loading, remove } = useMyRequestedMeals(sort, page);
  const [target, setTarget] = useState<MyRequestRow>();
  const [busy, setBusy] = useState(false);

  // The last row of the last page deleted: step back a page.
  const emptyPage = !loading && rows?.length === 0 && page > 0;
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(0, current - 1));
  }, [emptyPage]);

  const confirmDelete = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const deleted = await remove(target._id);
      if (deleted) toast.success(MESSAGES.requestDeleted(target.mealTitle));
      else toast.error(MESSAGES.requestDeleteFailed);
    } catch {
      toast.error(MESSAGES.requestDeleteFailed);
    } finally {
      setBusy(false);
      setTarget(undefined);
    }
  };

  return (
    <div className="dash-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">Requested Meals</h1>
          <p className="dash-page__count muted tabular">
            {loading && !rows ? 'Loading your requests…' : `${count} requested`}
          </p>
        </div>
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
      </div>

      {rows && rows.length === 0 && page === 0 ? (
        <Card className="dash-empty">
          <p>You have not requested any meals yet.</p>
          <Button asChild variant="secondary">
            <Link to={paths.allMeals}>Browse meals</Link>
          </Button>
        </Card>
      ) : (
        <div className="dash-stack">
          <Table role="table" aria-label="Your requested meals" aria-busy={loading || undefined}>
            <thead>
              <tr role="row">
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
                  Status
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
                rows.map((row) => (
                  <tr key={row._id} role="row">
                    <td role="cell" className="dash-table-title" data-label="Meal Title">
                      <Link to={paths.meal(row.mealId)}>
                        {row.meal?.mealTitle ?? row.mealTitle}
                      </Link>
                    </td>
                    <td role="cell" className="num" data-label="Likes">
                      {formatNumber(row.meal?.likes ?? 0)}
                    </td>
                    <td role="cell" className="num" data-label="Reviews">
                      {formatNumber(row.meal?.numReviews ?? 0)}
                    </td>
                    <td role="cell" data-label="Status">
                      <Badge tone={row.status === 'delivered' ? 'success' : 'info'}>
                        {row.status}
                      </Badge>
                    </td>
                    <td role="cell" data-label="Action">
                      <OnlineOnlyButton
                        variant="danger"
                        size="sm"
                        icon={<Trash2 aria-hidden size={16} />}
                        disabled={row.status === 'delivered'}
                        aria-label={`Delete request for ${row.mealTitle}`}
                        title={
                          row.status === 'delivered'
                            ? 'A delivered request cannot be deleted'
                            : undefined
                        }
                        onClick={() => setTarget(row)}
                      >
                        Delete
                      </OnlineOnlyButton>
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
          pageCount={pageCount}
          onPageChange={setPage}
          label="Requested meals pages"
        />
      )}

      <AlertDialog
        open={target !== undefined}
        onOpenChange={(open) => {
          if (!open && !busy) setTarget(undefined);
        }}
        title={MESSAGES.confirmTitle}
        description={target ? `Your request for "${target.mealTitle}" will be deleted.` : undefined}
        confirmLabel="Yes Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
