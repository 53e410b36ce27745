// Request Meal (spec §4, §8): online only, after a 600 ms delay; needs a package (badge tier) and
// no earlier request for the meal. Answers the toast to show.
import { MESSAGES, TIMINGS, badgeTier, type Meal, type UserDoc } from '@hostel/shared-schema';
import { ApiError, authApi, requestedMealsApi } from '../../../lib/api';

export type RequestOutcome = { ok: boolean; message: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function requestMeal(user: UserDoc, meal: Meal): Promise<RequestOutcome> {
  await wait(TIMINGS.serveAndRequestDelayMs);
  try {
    // The badge is read fresh: a package bought in another tab counts at once.
    const badge = await authApi.getPackage(user.email).catch(() => user.badge);
    if (!badgeTier(badge)) return { ok: false, message: MESSAGES.needPackage };
    const earlier = await requestedMealsApi.check(meal._id, user.email);
    if (earlier) return { ok: false, message: MESSAGES.alreadyRequested };
    const answer = await requestedMealsApi.add({
      name: user.name,
      email: user.email,
      mealId: meal._id,
      mealTitle: meal.mealTitle,
      status: 'pending',
    });
    return answer?.acknowledged
      ? { ok: true, message: MESSAGES.mealRequested }
      : { ok: false, message: MESSAGES.requestFailed };
  } catch (error) {
    // The server applies the same two rules (409) if the checks above raced another tab.
    if (error instanceof ApiError && error.status === 409) {
      return { ok: false, message: error.message };
    }
    return { ok: false, message: MESSAGES.requestFailed };
  }
}

export function useRequestMeal() {
  return { requestMeal };
}
