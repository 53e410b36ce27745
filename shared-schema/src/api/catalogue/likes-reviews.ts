// Catalogue: the spec §7 "Likes" and "Reviews" calls.
import { isLikedResponseSchema, likeInputSchema, likeWriteResponseSchema } from '../likes';
import {
  addReviewBodySchema,
  addReviewResponseSchema,
  allReviewsAggregateResponseSchema,
  allReviewsQuerySchema,
  deleteReviewQuerySchema,
  deleteReviewResponseSchema,
  mealWiseReviewsQuerySchema,
  mealWiseReviewsResponseSchema,
  myReviewsQuerySchema,
  myReviewsResponseSchema,
  reviewIdParamsSchema,
  reviewResponseSchema,
  reviewUpdateBodySchema,
  reviewUpdateResponseSchema,
} from '../reviews';
import { endpoints } from './endpoint';

export const LIKE_ENDPOINTS = endpoints({
  isLiked: {
    method: 'GET',
    path: '/is-liked',
    access: 'user',
    owner: { emailIn: 'query' },
    query: likeInputSchema,
    response: isLikedResponseSchema,
  },
  incLike: {
    method: 'PUT',
    path: '/inc-like',
    access: 'user',
    owner: { emailIn: 'body' },
    body: likeInputSchema,
    response: likeWriteResponseSchema,
  },
  decLike: {
    method: 'PUT',
    path: '/dec-like',
    access: 'user',
    owner: { emailIn: 'body' },
    body: likeInputSchema,
    response: likeWriteResponseSchema,
  },
  isLikedUpcoming: {
    method: 'GET',
    path: '/is-liked-upcoming',
    access: 'user',
    owner: { emailIn: 'query' },
    query: likeInputSchema,
    response: isLikedResponseSchema,
  },
  incLikeUpcoming: {
    method: 'PUT',
    path: '/inc-like-upcoming',
    access: 'user',
    owner: { emailIn: 'body' },
    body: likeInputSchema,
    response: likeWriteResponseSchema,
  },
});

export const REVIEW_ENDPOINTS = endpoints({
  mealWiseReviews: {
    method: 'GET',
    path: '/meal-wise-reviews',
    access: 'public',
    query: mealWiseReviewsQuerySchema,
    response: mealWiseReviewsResponseSchema,
  },
  addReview: {
    method: 'POST',
    path: '/add-review',
    access: 'user',
    body: addReviewBodySchema,
    response: addReviewResponseSchema,
    status: [201],
  },
  review: {
    method: 'GET',
    path: '/review/{id}',
    access: 'public',
    params: reviewIdParamsSchema,
    response: reviewResponseSchema,
  },
  reviewUpdate: {
    method: 'PATCH',
    path: '/review-update/{id}',
    access: 'user',
    params: reviewIdParamsSchema,
    body: reviewUpdateBodySchema,
    response: reviewUpdateResponseSchema,
  },
  myReviewsAggregate: {
    method: 'GET',
    path: '/my-reviews-aggrigate',
    access: 'user',
    owner: { emailIn: 'query' },
    query: myReviewsQuerySchema,
    response: myReviewsResponseSchema,
  },
  deleteMyReview: {
    method: 'PATCH',
    path: '/delete-a-my-review',
    access: 'user',
    query: deleteReviewQuerySchema,
    response: deleteReviewResponseSchema,
  },
  allReviewsAggregate: {
    method: 'GET',
    path: '/all-reviews-aggrigate',
    access: 'admin',
    query: allReviewsQuerySchema,
    response: allReviewsAggregateResponseSchema,
  },
  deleteOneReview: {
    method: 'PATCH',
    path: '/delete-one-review',
    access: 'admin',
    query: deleteReviewQuerySchema,
    response: deleteReviewResponseSchema,
  },
});
