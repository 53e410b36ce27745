// The signed-in user's reviews for my-reviews, from the offline-first data layer (db/): a live
// query of all of them, paged here by 10, and edits and deletes written locally first (pushed
// when the connection allows — so they work offline too). The screen only sees this hook.
import { useCallback, useMemo } from 'react';
import { TABLE_PAGE_SIZE } from '@hostel/shared-schema';
import {
  deleteReview,
  editReview,
  useMyReviews as useLiveMyReviews,
  type MyReview,
} from '../../../db';

export type { MyReview };

export type MyReviews = {
  rows: MyReview[] | undefined;
  count: number;
  loading: boolean;
  /** False when nothing changed ('No Change'); throws WriteRefused with the reason. */
  update: (row: MyReview, rating: number, text: string) => Promise<boolean>;
  /** Throws WriteRefused with the reason. */
  remove: (row: MyReview) => Promise<void>;
};

export function useMyReviews(page: number): MyReviews {
  const { reviews, loading } = useLiveMyReviews();
  const rows = useMemo(
    () => reviews.slice(page * TABLE_PAGE_SIZE, (page + 1) * TABLE_PAGE_SIZE),
    [reviews, page],
  );
  const update = useCallback(
    (row: MyReview, rating: number, text: string) => editReview(row._id, { rating, review: text }),
    [],
  );
  const remove = useCallback((row: MyReview) => deleteReview(row._id), []);
  return {
    rows: loading && reviews.length === 0 ? undefined : rows,
    count: reviews.length,
    loading,
    update,
    remove,
  };
}
