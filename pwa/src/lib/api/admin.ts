// The admin dashboard's calls (spec §7): profile counters, users, meals, upcoming meals,
// reviews, requested meals, payments and the image upload used by Add Meal / Meal edit.
import type {
  AddMealBody,
  AdminMealsResult,
  AdminProfile,
  AdminProfileData,
  AllPaymentsResponse,
  AllReviewsResult,
  AllUsersAnswer,
  DeleteResult,
  InsertResult,
  RequestedMealsPage,
  SuccessResult,
  UpcomingMealsResult,
  UpdateMealBody,
  UpdateResult,
} from '@hostel/shared-schema';
import { http } from './client';

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

const enc = encodeURIComponent;

export const adminApi = {
  profile: (email: string) => http.get<AdminProfile>('/admin-profile', { query: { email } }),
  profileData: (email: string) =>
    http.get<AdminProfileData>('/admin-profile-data', { query: { email } }),

  users: (search: string, page: number, signal?: AbortSignal) =>
    http.get<AllUsersAnswer>('/all-users', { query: { search, page }, signal }),
  makeAdmin: (email: string) => http.put<UpdateResult>(`/make-admin/${enc(email)}`),

  addMeal: (destination: MealDestination, meal: NewMealPost) =>
    http.post<InsertResult>(destination === 'meals' ? '/add-meal' : '/add-meal-upcoming', meal),
  meals: (page: number) => http.get<AdminMealsResult>('/all-meals-admin', { query: { page } }),
  updateMeal: (id: string, body: UpdateMealBody) =>
    http.patch<UpdateResult>(`/update-one-meal/${enc(id)}`, body),
  deleteMeal: (id: string) => http.delete<DeleteResult>(`/delete-a-meal-admin/${enc(id)}`),

  upcomingMeals: (page: number) =>
    http.get<UpcomingMealsResult>('/all-upcoming-meals', { query: { page } }),
  publish: (id: string) => http.post<SuccessResult>(`/from-upcoming-to-meals/${enc(id)}`),

  reviews: (sort: ReviewSortKey, dir: SortDirection, page: number) =>
    http.get<AllReviewsResult>('/all-reviews-aggrigate', { query: { sort, dir, page } }),
  deleteReview: (reviewId: string, mealId: string) =>
    http.patch<DeleteResult>('/delete-one-review', undefined, { query: { reviewId, mealId } }),

  requestedMeals: (search: string, page: number, signal?: AbortSignal) =>
    http.get<RequestedMealsPage>('/all-requested-meals', { query: { search, page }, signal }),
  serve: (id: string) => http.patch<ServeAnswer>(`/update-requested-meal/${enc(id)}`),

  payments: () => http.get<AllPaymentsResponse>('/all-payments'),

  /** POST /upload (multipart field `image`); answers the image URL (`data.display_url`). */
  async uploadImage(file: File): Promise<string> {
    const form = new FormData();
    form.append('image', file);
    const answer = await http.post<{ data: { display_url: string } }>('/upload', form);
    return answer.data.display_url;
  },
};
