// The typed API client (DESIGN.md: one client in pwa/src/lib/api). Areas add their own file here.
export {
  ApiError,
  NETWORK_ERROR_CODE,
  callEndpoint,
  http,
  request,
  setUnauthorizedHandler,
} from './client';
export type { EndpointCall, Query, RequestOptions } from './client';
export { authApi } from './auth';
export { likesApi } from './likes';
export { mealsApi, type AllMealsParams } from './meals';
export { requestedMealsApi, type NewMealRequest } from './requested-meals';
export { reviewsApi, type NewReview } from './reviews';
export { usersApi } from './users';
export { paymentsApi, type SubscriptionRecord } from './payments';
export { myRequestedMealsApi, type MyRequestsSort } from './my-requested-meals';
export {
  adminApi,
  type MealDestination,
  type NewMealPost,
  type ReviewSortKey,
  type ServeAnswer,
  type SortDirection,
} from './admin';
export { chatApi } from './chat';
export { menuApi } from './menu';
