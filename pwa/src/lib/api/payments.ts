// Subscription calls of spec §7 "Payments", plus the browser-side steps of the built-in test-mode
// card processor (`/test-payments/*`, shaped like Stripe.js: `{paymentMethod}` / `{paymentIntent}`
// / `{error}`). The processor answers card errors with 4xx and a Stripe-shaped body, so those two
// calls read the body whatever the status instead of throwing.
import {
  API_BASE,
  ENDPOINTS,
  type Endpoint,
  type ConfirmCardPaymentResult,
  type CreatePaymentIntentResponse,
  type CreatePaymentMethodResult,
  type InsertResult,
  type MyPaymentsResponse,
  type PackageName,
  type TestConfirmBody,
  type TestPaymentMethodBody,
  type UpdateResult,
} from '@hostel/shared-schema';
import { callEndpoint } from './client';

export type SubscriptionRecord = {
  email: string;
  name: string;
  paymentDate: number;
  amount: number;
  package: PackageName;
  transactionId: string;
};

/** POST to the processor and return its Stripe-shaped body (an `{error}` for 4xx answers). */
async function processorCall<T>(endpoint: Endpoint, body: unknown): Promise<T> {
  const response = await fetch(`${API_BASE}${endpoint.path}`, {
    method: endpoint.method,
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => undefined)) as T | undefined;
  if (!data || typeof data !== 'object') {
    throw new Error(`The payment processor answered ${response.status}`);
  }
  return data;
}

export const paymentsApi = {
  createPaymentIntent: (price: number) =>
    callEndpoint<CreatePaymentIntentResponse>(ENDPOINTS.createPaymentIntent, { body: { price } }),
  subscriptionHandler: (record: SubscriptionRecord) =>
    callEndpoint<InsertResult>(ENDPOINTS.subscriptionHandler, { body: record }),
  changePackage: (email: string, pack: PackageName) =>
    callEndpoint<UpdateResult>(ENDPOINTS.changePackage, { query: { email, pack } }),
  /** Beyond the spec: the resident's own receipts. */
  mine: (email: string, signal?: AbortSignal) =>
    callEndpoint<MyPaymentsResponse>(ENDPOINTS.myPayments, { query: { email }, signal }),
  testCreatePaymentMethod: (body: TestPaymentMethodBody) =>
    processorCall<CreatePaymentMethodResult>(ENDPOINTS.testPaymentMethods, body),
  testConfirmCardPayment: (body: TestConfirmBody) =>
    processorCall<ConfirmCardPaymentResult>(ENDPOINTS.testConfirm, body),
};
