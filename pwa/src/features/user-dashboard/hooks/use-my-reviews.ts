// The signed-in user's reviews for my-reviews: one page (10 rows) with each review's meal, and
// editing and deleting one. Reads and writes over REST through lib/api today; when db/ offers
// the reviews collection (offline edits), only this hook changes.
import { useCallback } from 'react';
import { TABLE_PAGE_SIZE, type MyReviewRow } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { myReviewsApi } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export type MyReviews = {
  rows: MyReviewRow[] | undefined;
  count: number;
  pageCount: number;
  loading: boolean;
  error: unknown;
  /** True when the server changed the review. */
  update: (row: MyReviewRow, rating: number, text: string) => Promise<boolean>;
  /** True when the server deleted the review. */
  remove: (row: MyReviewRow) => Promise<boolean>;
};

export function useMyReviews(page: number): MyReviews {
  const { user } = useAuth();
  const email = user?.email;
  const { data, loading, error, reload } = useAsync(
    email ? () => myReviewsApi.list(email, page) : null,
    `${email}|${page}`,
  );
  const update = useCallback(
    async (row: MyReviewRow, rating: number, text: string) => {
      const answer = await myReviewsApi.update(row._id, rating, text);
      reload();
      return (answer?.modifiedCount ?? 0) > 0;
    },
    [reload],
  );
  const remove = useCallback(
    async (row: MyReviewRow) => {
      const answer = await myReviewsApi.remove(row._id, row.mealId);
      reload();
      return (answer?.deletedCount ?? 0) > 0;
    },
    [reload],
  );
  const count = data?.count ?? 0;
  return {
    rows: data?.reviews,
    count,
    pageCount: Math.ceil(count / TABLE_PAGE_SIZE),
    loading,
    error,
    update,
    remove,
  };
}
