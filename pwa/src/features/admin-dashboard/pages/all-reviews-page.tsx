// all-reviews (spec §2, §8, §9): one row per review with its meal's title, likes and review
// count; sorted by likes (sbl) or reviews (sbr), high to low (htl, default) or low to high
// (lth); 10 a page; delete after 'Are you sure?' → 'Deleted!' / 'Review has been deleted.'.
// Beyond the spec's columns, a Review column opens each review (its text, author, stars and date)
// in place, and the delete confirmation quotes the review it deletes.
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES, SORT_DEFAULTS, type AggregatedReviewRow } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';
import { TablePage } from '../../../components/dashboard/table-page';
import { AlertDialog, Button, DataTable, Select, toast, type Column } from '../../../components/ui';
import type { ReviewSortKey, SortDirection } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { messageOf } from '../../../lib/server-query';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { queryFailure } from '../components/load-error';
import { quoteOf, ReviewPeek } from '../components/review-peek';
import { useAdminReviews, useDeleteReview } from '../hooks/use-admin-lists';
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
  // A new sort or order starts again at page 0 (the hook's paging).
  const reviews = useAdminReviews(sort, dir);
  const { page, setPage, count } = reviews;
  const deleteReview = useDeleteReview();

  const rows = reviews.data?.reviews;

  const deletion = useConfirmedAction(
    async (row: AggregatedReviewRow) => {
      try {
        await deleteReview.run({ reviewId: row._id, mealId: row.mealId });
        toast.success(MESSAGES.adminReviewDeletedTitle, {
          description: MESSAGES.adminReviewDeletedText,
        });
      } catch (error) {
        toast.error(messageOf(error, MESSAGES.somethingWentWrong));
      }
    },
    (row) => (
      <>
        This review of "{row.mealTitle}" by {row.name} will be deleted:
        <q className="review-quote">{quoteOf(row.review)}</q>
      </>
    ),
  );

  const columns: Column<AggregatedReviewRow>[] = [
    { header: 'Meal Title', className: 'dash-table-title', cell: (row) => row.mealTitle },
    { header: 'Likes', numeric: true, cell: (row) => formatNumber(row.likes) },
    { header: 'Reviews', numeric: true, cell: (row) => formatNumber(row.reviews) },
    { header: 'Review', className: 'admin-cell-review', cell: (row) => <ReviewPeek row={row} /> },
    {
      header: 'Action',
      cell: (row) => (
        <div className="admin-actions">
          <OnlineOnlyButton
            size="sm"
            variant="danger"
            icon={<Trash2 aria-hidden size={16} />}
            aria-label={`Delete review of ${row.mealTitle}`}
            onClick={() => deletion.ask(row)}
          >
            Delete
          </OnlineOnlyButton>
          <Button asChild size="sm" variant="ghost">
            <Link to={paths.meal(row.mealId)} aria-label={`View Meal ${row.mealTitle}`}>
              <ExternalLink aria-hidden size={16} />
              View Meal
            </Link>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <TablePage
      title="All Reviews"
      countLine={reviews.data ? `Total Reviews: ${count}` : 'Loading reviews…'}
      toolbar={
        <div className="admin-toolbar">
          <Select
            label="Sort by"
            value={sort}
            options={SORT_OPTIONS}
            onChange={(event) => {
              setSort(event.target.value as ReviewSortKey);
            }}
          />
          <Select
            label="Order"
            value={dir}
            options={DIR_OPTIONS}
            onChange={(event) => {
              setDir(event.target.value as SortDirection);
            }}
          />
        </div>
      }
      failure={queryFailure(reviews, 'the reviews')}
      empty={rows?.length === 0 && page === 0 && <p>No reviews yet.</p>}
      table={
        <DataTable
          className="admin-table"
          label="Reviews"
          columns={columns}
          rows={rows}
          busy={reviews.loading}
          page={page}
        />
      }
      pagination={{ count, page, onPageChange: setPage, label: 'Review pages' }}
    >
      <AlertDialog {...deletion.dialog} confirmLabel="Yes Delete" />
    </TablePage>
  );
}
