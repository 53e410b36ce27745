// The resident's own request for one meal, from their synced requested meals:
// 'pending' or 'delivered', or undefined when they have not requested it. A request just
// accepted by the server counts as pending at once, before its synced copy arrives.
import { useMyRequestedMeals } from '../../../db';

export type MyRequestState = 'pending' | 'delivered' | undefined;

export function useMyRequest(mealId: string, signedIn: boolean, justRequested: boolean) {
  const { requestedMeals, loading } = useMyRequestedMeals();
  const mine = signedIn ? requestedMeals.find((request) => request.mealId === mealId) : undefined;
  const state: MyRequestState = mine?.status ?? (justRequested ? 'pending' : undefined);
  return { state, loading: signedIn && loading };
}
