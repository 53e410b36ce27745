// Like state and toggles for meals and upcoming meals (spec §7 "Likes").
import { ENDPOINTS, type IsLikedResult, type UpdateResult } from '@hostel/shared-schema';
import { callEndpoint } from './client';

export const likesApi = {
  isLiked: (id: string, email: string) =>
    callEndpoint<IsLikedResult>(ENDPOINTS.isLiked, { query: { id, email } }),
  like: (id: string, email: string) =>
    callEndpoint<UpdateResult>(ENDPOINTS.incLike, { body: { email, id } }),
  unlike: (id: string, email: string) =>
    callEndpoint<UpdateResult>(ENDPOINTS.decLike, { body: { email, id } }),
  isLikedUpcoming: (id: string, email: string) =>
    callEndpoint<IsLikedResult>(ENDPOINTS.isLikedUpcoming, { query: { id, email } }),
  likeUpcoming: (id: string, email: string) =>
    callEndpoint<UpdateResult>(ENDPOINTS.incLikeUpcoming, { body: { email, id } }),
};
