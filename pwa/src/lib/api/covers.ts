// A package's cover and its renewal (beyond the spec, beside its checkout): the resident's cover
// status, a renewal's payment intent, and the confirmed renewal.
import {
  ENDPOINTS,
  type CoverStatus,
  type CreatePaymentIntentResponse,
  type PlanMonth,
  type RenewalAnswer,
} from '@hostel/shared-schema';
import { callEndpoint } from './client';

export const coversApi = {
  status: (signal?: AbortSignal) => callEndpoint<CoverStatus>(ENDPOINTS.packageCover, { signal }),
  planMonth: (signal?: AbortSignal) => callEndpoint<PlanMonth>(ENDPOINTS.planMonth, { signal }),
  renewalIntent: () =>
    callEndpoint<CreatePaymentIntentResponse>(ENDPOINTS.renewalIntent, { body: {} }),
  renew: (transactionId: string) =>
    callEndpoint<RenewalAnswer>(ENDPOINTS.renewPackage, { body: { transactionId } }),
};
