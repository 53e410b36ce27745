// all-reviews (spec §2, §8, §9): one row per review with its meal's title, likes and review
// count; sorted by likes (sbl) or reviews (sbr), high to low (htl, default) or low to high
// (lth); 10 a page; delete after 'Are you sure?' → 'Deleted!' / 'Review has been deleted.'.
import { ExternalLink, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, SORT_DEFAULTS, type AggregatedReviewRow } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import {
  AlertDialog,
  Button,
  Card,
  Pagination,
  Select,
  Table,
  toast,
} from '../../../components/ui';
import { adminApi, type ReviewSortKey, type SortDirection } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { TableSkeleton } from '../../user-dashboard/components/table-skeleton';
import { LoadError } from '../components/load-error';
import { messageOf, pageCountOf, useAdminQuery } from '../hooks/use-admin-query';
import '../../user-dashboard/components/dashboard-pages.css';
import '../components/admin-pages.css';

const SORT_OPTIONS = [
  { value: 'sbl', label: 'Likes' },
  { value: 'sbr', label: 'Reviews' },
];
const DIR_OPTIONS = [
  { value: 'htl', label: 'High to low' },
  { value: 'lth', label: 'Low to high' },
];

export function AllReviewsPage() {
  const [sort, setSort] = useState<ReviewSortKey>('sbl');
  const [dir, setDir] = useState<SortDirection>(SORT_DEFAULTS.allReviews);
  const [page, setPage] = useState(0);
  const reviews = useAdminQuery(`${sort}|${dir}|${page}`, () => adminApi.reviews(sort, dir, page));
  const [deleting, setDeleting] = useState<AggregatedReviewRow>();
  const [busy, setBusy] = useState(false);

  const rows = reviews.data?.reviews;
  const count = reviews.data?.count ?? 0;
  const pageCount = pageCountOf(count);
  useEffect(() => {
    if (reviews.data && page > 0 && page >= pageCount) setPage(Math.max(0, pageCount - 1));
  }, [reviews.data, page, pageCount]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await adminApi.deleteReview(deleting._id, deleting.mealId);
      toast.success(MESSAGES.adminReviewDeletedTitle, {
        description: MESSAGES.adminReviewDeletedText,
      });
      await reviews.reload();
    } catch (error) {
      toast.error(messageOf(error, MESSAGES.somethingWentWrong));
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };

  return (
    <div className="dash-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">All Reviews</h1>
          <p className="dash-page__count muted tabular">
            {reviews.data ? `Total Reviews: ${count}` : 'Loading reviews…'}
          </p>
        </div>
        <div className="admin-toolbar">
          <Select
            label="Sort by"
            value={sort}
            options={SORT_OPTIONS}
            onChange={(event) => {
              setSort(event.target.value as ReviewSortKey);
              setPage(0);
            }}
          />
          <Select
            label="Order"
            value={dir}
            options={DIR_OPTIONS}
            onChange={(event) => {
              setDir(event.target.value as SortDirection);
              setPage(0);
            }}
          />
        </div>
      </div>
      {reviews.error && <LoadError error={reviews.error} onRetry={() => void reviews.reload()} />}
      {rows && rows.length === 0 && page === 0 ? (
        <Card className="dash-empty">
          <p>No reviews yet.</p>
        </Card>
      ) : (
        <div className="dash-stack admin-table">
          <Table role="table" aria-label="Reviews" aria-busy={reviews.loading || undefined}>
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
                  Action
                </th>
              </tr>
            </thead>
            <tbody>
              {!rows ? (
                <TableSkeleton columns={5} />
              ) : (
                rows.map((row, index) => (
                  <tr key={row._id} role="row">
                    <td role="cell" className="num" data-label="SL.">
                      {page * 10 + index + 1}
                    </td>
                    <td role="cell" className="dash-table-title" data-label="Meal Title">
                      {row.mealTitle}
                    </td>
                    <td role="cell" className="num" data-label="Likes">
                      {formatNumber(row.likes)}
                    </td>
                    <td role="cell" className="num" data-label="Reviews">
                      {formatNumber(row.reviews)}
                    </td>
                    <td role="cell" data-label="Action">
                      <div className="admin-actions">
                        <OnlineOnlyButton
                          size="sm"
                          variant="danger"
                          icon={<Trash2 aria-hidden size={16} />}
                          aria-label={`Delete review of ${row.mealTitle}`}
                          onClick={() => setDeleting(row)}
                        >
                          Delete
                        </OnlineOnlyButton>
                        <Button asChild size="sm" variant="ghost">
                          <Link to={paths.meal(row.mealId)} aria-label={`View ${row.mealTitle}`}>
                            <ExternalLink aria-hidden size={16} />
                            View Meal
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
      )}
      {count > 0 && (
        <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Review pages" />
      )}
      <AlertDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open && !busy) setDeleting(undefined);
        }}
        title={MESSAGES.confirmTitle}
        description={
          deleting ? `This review of "${deleting.mealTitle}" will be deleted.` : undefined
        }
        confirmLabel="Yes Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
