// The signed-in user's meal requests for the dashboard (spec §7 "Requested meals":
// my-requested-meals, delete-requested-meal).
import type { DeleteResult, RequestedMealsPage } from '@hostel/shared-schema';
import { http } from './client';

export type MyRequestsSort = 'del' | 'pen';

export const myRequestedMealsApi = {
  list: (email: string, sort: MyRequestsSort, page: number) =>
    http.get<RequestedMealsPage>('/my-requested-meals', { query: { email, sort, page } }),
  remove: (id: string) =>
    http.delete<DeleteResult>(`/delete-requested-meal/${encodeURIComponent(id)}`),
};
