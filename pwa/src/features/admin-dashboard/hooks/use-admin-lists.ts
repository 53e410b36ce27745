// The admin's other tables (spec §7): upcoming meals (Publish), every review (sorted, Delete) and
// every payment (one read, paged on the screen), plus the admin-profile header and counters.
import { adminApi, type ReviewSortKey, type SortDirection } from '../../../lib/api';
import { usePagedServerQuery, useServerMutation, useServerQuery } from '../../../lib/server-query';

const UPCOMING = ['admin', 'upcoming'] as const;
const REVIEWS = ['admin', 'reviews'] as const;

export function useAdminUpcomingMeals() {
  return usePagedServerQuery(
    UPCOMING,
    (page) => adminApi.upcomingMeals(page),
    (data) => data.count,
  );
}

/** Rejects when the server answers without success (the screen says 'Somthing went Wrong'). */
export function usePublishUpcoming() {
  return useServerMutation(
    async (id: string) => {
      const answer = await adminApi.publish(id);
      if (!answer.success) throw new Error('Publish failed');
      return answer;
    },
    [UPCOMING, ['admin', 'meals']],
  );
}

/** A new sort or order starts at page 0. */
export function useAdminReviews(sort: ReviewSortKey, dir: SortDirection) {
  return usePagedServerQuery(
    [...REVIEWS, sort, dir],
    (page) => adminApi.reviews(sort, dir, page),
    (data) => data.count,
  );
}

export function useDeleteReview() {
  return useServerMutation(
    ({ reviewId, mealId }: { reviewId: string; mealId: string }) =>
      adminApi.deleteReview(reviewId, mealId),
    [REVIEWS],
  );
}

export function useAllPayments() {
  return useServerQuery(['admin', 'payments'], () => adminApi.payments());
}

/** The admin's name and e-mail and their five counters; waits until the e-mail is known. */
export function useAdminProfile(email: string) {
  const enabled = email !== '';
  const profile = useServerQuery(['admin', 'profile', email], () => adminApi.profile(email), {
    enabled,
  });
  const counters = useServerQuery(
    ['admin', 'profile-data', email],
    () => adminApi.profileData(email),
    { enabled },
  );
  return { profile, counters };
}
