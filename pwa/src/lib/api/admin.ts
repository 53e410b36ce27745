// The admin dashboard's calls (spec §7): profile counters, users, meals, upcoming meals,
// reviews, requested meals, payments, a resident's servings and the image upload used by Add Meal / Meal edit.
import {
  ENDPOINTS,
  type AddMealBody,
  type AdminMealsResult,
  type AdminProfile,
  type AdminProfileData,
  type AllPaymentsResponse,
  type AllReviewsResult,
  type AllUsersAnswer,
  type DeleteResult,
  type InsertResult,
  type RequestedMealsPage,
  type ResidentServings,
  type SuccessResult,
  type UpcomingMealsResult,
  type UpdateMealBody,
  type UpdateResult,
} from '@hostel/shared-schema';
import { callEndpoint } from './client';

export type ReviewSortKey = 'sbl' | 'sbr';
export type SortDirection = 'htl' | 'lth';
export type MealDestination = 'meals' | 'upcoming';

/** What the Add Meal form posts (spec §7 lists the read-only fields too; the server sets them). */
export type NewMealPost = Omit<AddMealBody, 'price' | 'rating'> & {
  price: number;
  rating: number;
  distributorName: string;
  distributorEmail: string;
  postTime: number;
  likes: 0;
  numReviews: 0;
};

/** PATCH /update-requested-meal answers `{delivered: true}` when it already was. */
export type ServeAnswer = { delivered: true } | UpdateResult;

export const adminApi = {
  profile: (email: string) =>
    callEndpoint<AdminProfile>(ENDPOINTS.adminProfile, { query: { email } }),
  profileData: (email: string) =>
    callEndpoint<AdminProfileData>(ENDPOINTS.adminProfileData, { query: { email } }),

  users: (search: string, page: number, signal?: AbortSignal) =>
    callEndpoint<AllUsersAnswer>(ENDPOINTS.allUsers, { query: { search, page }, signal }),
  makeAdmin: (email: string) =>
    callEndpoint<UpdateResult>(ENDPOINTS.makeAdmin, { params: { email } }),
  /** One resident's latest servings at the counters, for the resident sheet. */
  residentServings: (email: string, signal?: AbortSignal) =>
    callEndpoint<ResidentServings>(ENDPOINTS.residentServings, { query: { email }, signal }),

  addMeal: (destination: MealDestination, meal: NewMealPost) =>
    callEndpoint<InsertResult>(
      destination === 'meals' ? ENDPOINTS.addMeal : ENDPOINTS.addMealUpcoming,
      { body: meal },
    ),
  meals: (page: number) =>
    callEndpoint<AdminMealsResult>(ENDPOINTS.allMealsAdmin, { query: { page } }),
  updateMeal: (id: string, body: UpdateMealBody) =>
    callEndpoint<UpdateResult>(ENDPOINTS.updateOneMeal, { params: { id }, body }),
  deleteMeal: (id: string) =>
    callEndpoint<DeleteResult>(ENDPOINTS.deleteMealAdmin, { params: { id } }),

  upcomingMeals: (page: number) =>
    callEndpoint<UpcomingMealsResult>(ENDPOINTS.allUpcomingMeals, { query: { page } }),
  publish: (id: string) =>
    callEndpoint<SuccessResult>(ENDPOINTS.fromUpcomingToMeals, { params: { id } }),

  reviews: (sort: ReviewSortKey, dir: SortDirection, page: number) =>
    callEndpoint<AllReviewsResult>(ENDPOINTS.allReviewsAggregate, { query: { sort, dir, page } }),
  deleteReview: (reviewId: string, mealId: string) =>
    callEndpoint<DeleteResult>(ENDPOINTS.deleteOneReview, { query: { reviewId, mealId } }),

  requestedMeals: (search: string, page: number, signal?: AbortSignal) =>
    callEndpoint<RequestedMealsPage>(ENDPOINTS.allRequestedMeals, {
      query: { search, page },
      signal,
    }),
  serve: (id: string) =>
    callEndpoint<ServeAnswer>(ENDPOINTS.updateRequestedMeal, { params: { id } }),

  payments: () => callEndpoint<AllPaymentsResponse>(ENDPOINTS.allPayments),

  /** POST /upload (multipart field `image`); answers the image URL (`data.display_url`). */
  async uploadImage(file: File): Promise<string> {
    const form = new FormData();
    form.append('image', file);
    const answer = await callEndpoint<{ data: { display_url: string } }>(ENDPOINTS.upload, {
      body: form,
    });
    return answer.data.display_url;
  },
};
