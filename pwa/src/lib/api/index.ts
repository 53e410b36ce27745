// The typed API client: the PWA's one client is in pwa/src/lib/api. Areas add their own file here.
export { ApiError, http, NETWORK_ERROR_CODE, setUnauthorizedHandler } from './client';
export { authApi } from './auth';
export { mealsApi, type AllMealsParams } from './meals';
export { requestedMealsApi } from './requested-meals';
export { usersApi } from './users';
export { paymentsApi } from './payments';
export { myRequestedMealsApi, type MyRequestsSort } from './my-requested-meals';
export {
  adminApi,
  type MealDestination,
  type NewMealPost,
  type ReviewSortKey,
  type SortDirection,
} from './admin';
export { chatApi } from './chat';
export { menuApi } from './menu';
export { pushApi } from './push';
export { coversApi } from './covers';
export { mealPassApi } from './meal-pass';
