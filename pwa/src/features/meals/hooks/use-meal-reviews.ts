// Reviews of one meal and adding one (spec §2 meal details). Today over REST; with db/ the list
// becomes a live query and addReview writes locally first (then works offline too).
import type { Review, UserDoc } from '@hostel/shared-schema';
import { reviewsApi } from '../../../lib/api';
import { useAsync } from '../../../lib/use-async';

export function useMealReviews(mealId: string) {
  const { data, loading, reload } = useAsync<Review[]>(
    () => reviewsApi.forMeal(mealId),
    `reviews:${mealId}`,
  );

  async function addReview(user: UserDoc, input: { rating: number; review: string }) {
    await reviewsApi.add({
      mealId,
      rating: input.rating,
      review: input.review,
      name: user.name,
      email: user.email,
      image: user.photo,
    });
    reload();
  }

  return { reviews: data ?? [], loading, addReview };
}
