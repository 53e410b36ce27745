// my-reviews (spec §2, §8): the user's reviews, 10 a page, with meal title (a link to the meal),
// likes, review and rating; edit in a dialog and delete after 'Are you sure?' ('Deleted
// Successfully'). Empty state 'You did not make any Reviews yet!'. Reviews live in the
// offline-first data layer, so editing and deleting work offline (a clock badge until synced).
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@hostel/shared-schema';
import { TablePage } from '../../../components/dashboard/table-page';
import {
  AlertDialog,
  Button,
  DataTable,
  StarRating,
  toast,
  type Column,
} from '../../../components/ui';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { EditReviewDialog } from '../components/edit-review-dialog';
import { ReviewWaitingBadge } from '../components/waiting-badge';
import { useMyReviews, type MyReview } from '../hooks/use-my-reviews';
import '../../../components/dashboard/dashboard-pages.css';

/** The meal may not have arrived on this device yet. */
const titleOf = (row: MyReview) => row.meal?.mealTitle ?? 'This meal';

export function MyReviewsPage() {
  const [page, setPage] = useState(0);
  const { rows, count, loading, update, remove } = useMyReviews(page);
  const [editing, setEditing] = useState<MyReview>();

  const emptyPage = !loading && rows?.length === 0 && page > 0;
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(0, current - 1));
  }, [emptyPage]);

  const deletion = useConfirmedAction(
    async (row: MyReview) => {
      try {
        await remove(row);
        toast.success(MESSAGES.deletedSuccessfully);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : MESSAGES.reviewUpdateFailed);
      }
    },
    (row) => `Your review of "${titleOf(row)}" will be deleted.`,
  );

  const columns: Column<MyReview>[] = [
    {
      header: 'Meal Title',
      className: 'dash-table-title',
      cell: (row) => <Link to={paths.meal(row.mealId)}>{titleOf(row)}</Link>,
    },
    { header: 'Likes', numeric: true, cell: (row) => formatNumber(row.meal?.likes ?? 0) },
    {
      header: 'Review',
      cell: (row) => (
        <>
          <span className="dash-review-text">{row.review}</span>
          <ReviewWaitingBadge id={row._id} />
        </>
      ),
    },
    { header: 'Rating', cell: (row) => <StarRating value={row.rating} size={16} /> },
    {
      header: 'Actions',
      cell: (row) => (
        <div className="dash-actions">
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil aria-hidden size={16} />}
            aria-label={`Edit review of ${titleOf(row)}`}
            onClick={() => setEditing(row)}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            size="sm"
            icon={<Trash2 aria-hidden size={16} />}
            aria-label={`Delete review of ${titleOf(row)}`}
            onClick={() => deletion.ask(row)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <TablePage
      title="My Reviews"
      countLine={!rows ? 'Loading your reviews…' : `${count} ${count === 1 ? 'review' : 'reviews'}`}
      empty={
        rows?.length === 0 &&
        page === 0 && (
          <>
            <p>{MESSAGES.noReviewsYet}</p>
            <Button asChild variant="secondary">
              <Link to={paths.allMeals}>Find a meal to review</Link>
            </Button>
          </>
        )
      }
      table={<DataTable label="Your reviews" columns={columns} rows={rows} busy={!rows} />}
      pagination={{ count, page, onPageChange: setPage, label: 'Review pages' }}
    >
      <EditReviewDialog row={editing} onClose={() => setEditing(undefined)} onSave={update} />
      <AlertDialog {...deletion.dialog} confirmLabel="Yes Delete" />
    </TablePage>
  );
}
