// Deleting one of the signed-in user's meal requests (spec §7 "Requested meals":
// delete-requested-meal). The list itself is read from the data layer (db/).
import { ENDPOINTS, type DeleteResult } from '@hostel/shared-schema';
import { callEndpoint } from './client';

export type MyRequestsSort = 'del' | 'pen';

export const myRequestedMealsApi = {
  remove: (id: string) =>
    callEndpoint<DeleteResult>(ENDPOINTS.deleteRequestedMeal, { params: { id } }),
};
