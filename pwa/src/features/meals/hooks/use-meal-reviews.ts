// Reviews of one meal (newest first) and adding one: local first, so a review written offline
// shows at once (marked waiting) and is pushed when the connection returns.
import { addReview as addLocalReview, useMealReviews as useLocalReviews } from '../../../db';

export function useMealReviews(mealId: string) {
  const { reviews, loading } = useLocalReviews(mealId);

  async function addReview(input: { rating: number; review: string }) {
    await addLocalReview({ mealId, rating: input.rating, review: input.review });
  }

  return { reviews, loading, addReview };
}
