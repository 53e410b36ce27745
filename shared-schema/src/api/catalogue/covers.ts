// Catalogue: a package's cover and its renewal (beyond the spec; the spec's checkout is
// untouched and still refuses a second subscription).
import { createPaymentIntentResponseSchema } from '../payments';
import {
  coverStatusSchema,
  planMonthSchema,
  renewalBodySchema,
  renewalIntentBodySchema,
  renewalResponseSchema,
} from '../covers';
import { endpoints } from './endpoint';

export const COVER_ENDPOINTS = endpoints({
  packageCover: {
    method: 'GET',
    path: '/package-cover',
    access: 'user',
    response: coverStatusSchema,
  },
  planMonth: {
    method: 'GET',
    path: '/package-cover/month',
    access: 'user',
    response: planMonthSchema,
  },
  renewalIntent: {
    method: 'POST',
    path: '/package-renewal/intent',
    access: 'user',
    body: renewalIntentBodySchema,
    response: createPaymentIntentResponseSchema,
  },
  renewPackage: {
    method: 'POST',
    path: '/package-renewal',
    access: 'user',
    body: renewalBodySchema,
    response: renewalResponseSchema,
    status: [201],
  },
});
