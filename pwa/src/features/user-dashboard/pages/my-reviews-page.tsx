// my-reviews (spec §2, §8): the user's reviews, 10 a page, with meal title (a link to the meal),
// likes, review and rating; edit in a dialog and delete after 'Are you sure?' ('Deleted
// Successfully'). Empty state 'You did not make any Reviews yet!'. Reviews live in the
// offline-first data layer, so editing and deleting work offline (a clock badge until synced).
import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@hostel/shared-schema';
import {
  AlertDialog,
  Button,
  Card,
  Pagination,
  StarRating,
  Table,
  toast,
} from '../../../components/ui';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { EditReviewDialog } from '../components/edit-review-dialog';
import { TableSkeleton } from '../components/table-skeleton';
import { ReviewWaitingBadge } from '../components/waiting-badge';
import { useMyReviews, type MyReview } from '../hooks/use-my-reviews';
import '../components/dashboard-pages.css';

/** The meal may not have arrived on this device yet. */
const titleOf = (row: MyReview) => row.meal?.mealTitle ?? 'This meal';

export function MyReviewsPage() {
  const [page, setPage] = useState(0);
  const { rows, count, pageCount, loading, update, remove } = useMyReviews(page);
  const [editing, setEditing] = useState<MyReview>();
  const [deleting, setDeleting] = useState<MyReview>();
  const [busy, setBusy] = useState(false);

  const emptyPage = !loading && rows?.length === 0 && page > 0;
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(0, current - 1));
  }, [emptyPage]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await remove(deleting);
      toast.success(MESSAGES.deletedSuccessfully);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : MESSAGES.reviewUpdateFailed);
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };

  return (
    <div className="dash-page">
      <div className="dash-page__head">
        <div>
          <h1 className="dash-page__title">My Reviews</h1>
          <p className="dash-page__count muted tabular">
            {!rows ? 'Loading your reviews…' : `${count} ${count === 1 ? 'review' : 'reviews'}`}
          </p>
        </div>
      </div>

      {rows && rows.length === 0 && page === 0 ? (
        <Card className="dash-empty">
          <p>{MESSAGES.noReviewsYet}</p>
          <Button asChild variant="secondary">
            <Link to={paths.allMeals}>Find a meal to review</Link>
          </Button>
        </Card>
      ) : (
        <div className="dash-stack">
          <Table role="table" aria-label="Your reviews" aria-busy={!rows || undefined}>
            <thead>
              <tr role="row">
                <th role="columnheader" scope="col">
                  Meal Title
                </th>
                <th role="columnheader" scope="col" className="num">
                  Likes
                </th>
                <th role="columnheader" scope="col">
                  Review
                </th>
                <th role="columnheader" scope="col">
                  Rating
                </th>
                <th role="columnheader" scope="col">
                  Actions
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
                      <Link to={paths.meal(row.mealId)}>{titleOf(row)}</Link>
                    </td>
                    <td role="cell" className="num" data-label="Likes">
                      {formatNumber(row.meal?.likes ?? 0)}
                    </td>
                    <td role="cell" data-label="Review">
                      <span className="dash-review-text">{row.review}</span>
                      <ReviewWaitingBadge id={row._id} />
                    </td>
                    <td role="cell" data-label="Rating">
                      <StarRating value={row.rating} size={16} />
                    </td>
                    <td role="cell" data-label="Actions">
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
                          onClick={() => setDeleting(row)}
                        >
                          Delete
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

      <EditReviewDialog row={editing} onClose={() => setEditing(undefined)} onSave={update} />
      <AlertDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open && !busy) setDeleting(undefined);
        }}
        title={MESSAGES.confirmTitle}
        description={
          deleting ? `Your review of "${titleOf(deleting)}" will be deleted.` : undefined
        }
        confirmLabel="Yes Delete"
        busy={busy}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
