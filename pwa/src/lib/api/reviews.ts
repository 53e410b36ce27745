// Reviews of one meal and adding one (spec §7 "Reviews"; the dashboard calls come with their screens).
import { ENDPOINTS, type InsertResult, type Review } from '@hostel/shared-schema';
import { callEndpoint } from './client';

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
    callEndpoint<Review[]>(ENDPOINTS.mealWiseReviews, { query: { id }, authenticated: false }),
  add: (review: NewReview) => callEndpoint<InsertResult>(ENDPOINTS.addReview, { body: review }),
};
