// Request and response schemas of the spec §7 "payments" calls, and the HTTP contract of the
// built-in test-mode card processor (shaped like Stripe.js results, so the PWA has one code path).
import { z } from 'zod';
import { PACKAGE_NAMES, PACKAGE_PRICES } from '../constants';
import { emailSchema } from '../entities/common';

const PACKAGE_PRICE_VALUES = Object.values(PACKAGE_PRICES);
const priceMessage = `price must be a package price (${PACKAGE_PRICE_VALUES.join(', ')})`;

/** POST /create-payment-intent {price}: only a package price of spec §9 is accepted. */
export const createPaymentIntentBodySchema = z.object({
  price: z
    .number({ error: priceMessage })
    .refine((price) => PACKAGE_PRICE_VALUES.includes(price), priceMessage),
});
export type CreatePaymentIntentResponse = { clientSecret: string };

/**
 * POST /subscription-handler. The server verifies `transactionId` (the payment intent id) with
 * the payment provider; amount, package and date are taken from the verified intent. A body
 * amount or package that disagrees with the intent is refused.
 */
export const subscriptionBodySchema = z.object({
  email: emailSchema,
  name: z.string().max(200).optional(),
  paymentDate: z.unknown().optional(),
  amount: z.number().optional(),
  package: z.enum(PACKAGE_NAMES).optional(),
  transactionId: z.string().trim().min(1, 'transactionId is required').max(200),
});
export type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;

/** PATCH /change-package?email=&pack= */
export const changePackageQuerySchema = z.object({
  email: emailSchema,
  pack: z.enum(PACKAGE_NAMES),
});

/** An item of GET /all-payments. */
export type PaymentListItem = {
  _id: string;
  email: string;
  paymentDate: number;
  amount: number;
  transactionId: string;
};
export type AllPaymentsResponse = { payments: PaymentListItem[]; count: number };

// ---- Test-mode card processor (POST /api/test-payments/...) ----------------------------------

/** POST /api/test-payments/payment-methods: the card as the checkout form collected it. */
export type TestPaymentMethodBody = {
  number?: string;
  expMonth?: number | string;
  expYear?: number | string;
  cvc?: string;
  billing_details?: { name?: string; email?: string };
};
/** POST /api/test-payments/confirm */
export type TestConfirmBody = { clientSecret?: string; paymentMethodId?: string };

/** Stripe.js's error object: `type` and `code` as the card provider documents them. */
export type CardProviderError = {
  type: 'card_error' | 'validation_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  message: string;
};
export type TestPaymentMethod = {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  billing_details: { name: string | null; email: string | null };
};
export type TestPaymentIntent = {
  id: string;
  object: 'payment_intent';
  /** In the currency's smallest unit, like the card provider (1 Tk = 100 poisha). */
  amount: number;
  currency: 'bdt';
  status: 'succeeded' | 'requires_payment_method';
  client_secret: string;
  payment_method: string | null;
  created: number;
  livemode: false;
};
export type CreatePaymentMethodResult =
  { paymentMethod: TestPaymentMethod } | { error: CardProviderError };
export type ConfirmCardPaymentResult =
  { paymentIntent: TestPaymentIntent } | { error: CardProviderError };
