// Catalogue: the dietary profile calls. The profile also replicates (catalogue/sync.ts,
// `dietary-profiles`, owner-only).
import { updateResultSchema } from '../common';
import {
  dietaryProfileParamsSchema,
  dietaryProfileResponseSchema,
  setDietaryProfileBodySchema,
} from '../dietary';
import { endpoints } from './endpoint';

export const DIETARY_ENDPOINTS = endpoints({
  dietaryProfile: {
    method: 'GET',
    path: '/dietary-profile/{email}',
    access: 'user',
    owner: { emailIn: 'params' },
    params: dietaryProfileParamsSchema,
    response: dietaryProfileResponseSchema,
  },
  setDietaryProfile: {
    method: 'PUT',
    path: '/dietary-profile/{email}',
    access: 'user',
    owner: { emailIn: 'params' },
    params: dietaryProfileParamsSchema,
    body: setDietaryProfileBodySchema,
    response: updateResultSchema,
  },
});
