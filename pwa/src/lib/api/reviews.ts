// Reviews of one meal and adding one (spec §7 "Reviews"; the dashboard calls come with their screens).
import type { InsertResult, Review } from '@hostel/shared-schema';
import { http } from './client';

export type NewReview = {
  mealId: string;
  rating: number;
  review: string;
  name: string;
  email: string;
  image: string;
};

export const reviewsApi = {
  forMeal: (id: string) =>
    http.get<Review[]>('/meal-wise-reviews', { query: { id }, authenticated: false }),
  add: (review: NewReview) => http.post<InsertResult>('/add-review', review),
};
