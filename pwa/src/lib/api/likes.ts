// Like state and toggles for meals and upcoming meals (spec §7 "Likes").
import type { IsLikedResult, UpdateResult } from '@hostel/shared-schema';
import { http } from './client';

export const likesApi = {
  isLiked: (id: string, email: string) =>
    http.get<IsLikedResult>('/is-liked', { query: { id, email } }),
  like: (id: string, email: string) => http.put<UpdateResult>('/inc-like', { email, id }),
  unlike: (id: string, email: string) => http.put<UpdateResult>('/dec-like', { email, id }),
  isLikedUpcoming: (id: string, email: string) =>
    http.get<IsLikedResult>('/is-liked-upcoming', { query: { id, email } }),
  likeUpcoming: (id: string, email: string) =>
    http.put<UpdateResult>('/inc-like-upcoming', { email, id }),
};
