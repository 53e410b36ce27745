// Deleting one of the signed-in user's meal requests (spec §7 "Requested meals":
// delete-requested-meal). The list itself is read from the data layer (db/).
import type { DeleteResult } from '@hostel/shared-schema';
import { http } from './client';

export type MyRequestsSort = 'del' | 'pen';

export const myRequestedMealsApi = {
  remove: (id: string) =>
    http.delete<DeleteResult>(`/delete-requested-meal/${encodeURIComponent(id)}`),
};
