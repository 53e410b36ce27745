// The signed-in user's reviews for the dashboard (spec §7 "Reviews": my-reviews-aggrigate,
// review-update, delete-a-my-review).
import type { DeleteResult, MyReviewsResult, UpdateResult } from '@hostel/shared-schema';
import { http } from './client';

export const myReviewsApi = {
  list: (email: string, page: number) =>
    http.get<MyReviewsResult>('/my-reviews-aggrigate', { query: { email, page } }),
  update: (id: string, newRating: number, newReviewText: string) =>
    http.patch<UpdateResult>(`/review-update/${encodeURIComponent(id)}`, {
      newRating,
      newReviewText,
    }),
  remove: (reviewId: string, mealId: string) =>
    http.patch<DeleteResult>('/delete-a-my-review', undefined, { query: { reviewId, mealId } }),
};
