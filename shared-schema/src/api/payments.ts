// Request and response schemas of the spec §7 "payments" calls, and the HTTP contract of the
// built-in test-mode card processor (shaped like Stripe.js results, so the PWA has one code path).
import { z } from 'zod';
import { PACKAGE_NAMES, PACKAGE_PRICES } from '../constants';
import { emailSchema } from '../entities/common';
import { paymentSchema } from '../entities/payment';
import {
  apiErrorBodySchema,
  insertResultSchema,
  listCountSchema,
  updateResultSchema,
} from './common';
import { optional } from './optional';

const PACKAGE_PRICE_VALUES = Object.values(PACKAGE_PRICES);
const priceMessage = `price must be a package price (${PACKAGE_PRICE_VALUES.join(', ')})`;

/** POST /create-payment-intent {price}: only a package price of spec §9 is accepted. */
export const createPaymentIntentBodySchema = z.object({
  price: z
    .number({ error: priceMessage })
    .refine((price) => PACKAGE_PRICE_VALUES.includes(price), priceMessage),
});
export const createPaymentIntentResponseSchema = z
  .object({ clientSecret: z.string().min(1) })
  .strict();
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/**
 * POST /subscription-handler. The server verifies `transactionId` (the payment intent id) with
 * the payment provider; amount, package and date are taken from the verified intent. A body
 * amount or package that disagrees with the intent is refused.
 */
export const subscriptionBodySchema = z.object({
  email: emailSchema,
  name: optional(z.string().max(200)),
  paymentDate: optional(z.unknown()),
  amount: optional(z.number()),
  package: optional(z.enum(PACKAGE_NAMES)),
  transactionId: z.string().trim().min(1, 'transactionId is required').max(200),
});
export type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;

/** PATCH /change-package?email=&pack= */
export const changePackageQuerySchema = z.object({
  email: emailSchema,
  pack: z.enum(PACKAGE_NAMES),
});

/** POST /subscription-handler (201): the stored payment record. */
export const subscriptionResponseSchema = insertResultSchema;
/** PATCH /change-package: modifiedCount above 0 means the package was applied. */
export const changePackageResponseSchema = updateResultSchema;

/** A refund or dispute the card provider reported for a payment (Stripe's webhook). */
export const paymentAdjustmentSchema = z
  .object({
    kind: z.enum(['refund', 'dispute']),
    /** Whole Tk, like the payment's amount. */
    amount: z.number().int().min(0),
    /** The provider's status: 'succeeded' for a refund; 'needs_response', 'won', 'lost'… */
    status: z.string().min(1).max(60),
    /** When it was reported, ms since the epoch. */
    date: z.number().int().min(0),
  })
  .strict();
export type PaymentAdjustment = z.infer<typeof paymentAdjustmentSchema>;

/** An item of GET /all-payments; `adjustments` only when the provider reported some. */
export const paymentListItemSchema = paymentSchema
  .pick({ _id: true, email: true, paymentDate: true, amount: true, transactionId: true })
  .extend({ adjustments: z.array(paymentAdjustmentSchema).min(1).optional() })
  .strict();
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;
/** GET /all-payments: every payment, newest first (the admin table pages locally). */
export const allPaymentsResponseSchema = z
  .object({ payments: z.array(paymentListItemSchema), count: listCountSchema })
  .strict();
export type AllPaymentsResponse = z.infer<typeof allPaymentsResponseSchema>;

// ---- Beyond the spec: the resident's own receipts ---------------------------

/** GET /my-payments?email= : the signed-in resident's own payments (their receipts). */
export const myPaymentsQuerySchema = z.object({ email: emailSchema });
/** A receipt: what was bought, for how much, when, and the provider's transaction id. */
export const receiptSchema = paymentSchema
  .pick({ _id: true, paymentDate: true, amount: true, package: true, transactionId: true })
  .strict();
export type Receipt = z.infer<typeof receiptSchema>;
/** GET /my-payments: newest first. */
export const myPaymentsResponseSchema = z
  .object({ payments: z.array(receiptSchema), count: listCountSchema })
  .strict();
export type MyPaymentsResponse = z.infer<typeof myPaymentsResponseSchema>;

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

/** The bodies above as schemas (for the endpoint catalogue; the processor checks them itself). */
export const testPaymentMethodBodySchema = z.object({
  number: z.string().optional(),
  expMonth: z.union([z.number(), z.string()]).optional(),
  expYear: z.union([z.number(), z.string()]).optional(),
  cvc: z.string().optional(),
  billing_details: z
    .object({ name: z.string().optional(), email: z.string().optional() })
    .optional(),
}) satisfies z.ZodType<TestPaymentMethodBody>;
export const testConfirmBodySchema = z.object({
  clientSecret: z.string().optional(),
  paymentMethodId: z.string().optional(),
}) satisfies z.ZodType<TestConfirmBody>;

/** Stripe.js's error object: `type` and `code` as the card provider documents them. */
export const cardProviderErrorSchema = z
  .object({
    type: z.enum(['card_error', 'validation_error', 'invalid_request_error']),
    code: z.string().min(1),
    decline_code: z.string().min(1).optional(),
    message: z.string().min(1),
  })
  .strict();
export type CardProviderError = z.infer<typeof cardProviderErrorSchema>;
/** The processor's refusals (400, 402, 404): `{error}` like Stripe.js, not the API's error body. */
export const cardProviderErrorResultSchema = z.object({ error: cardProviderErrorSchema }).strict();
/** Any refusal of the processor's endpoints: a card provider error, or (a body that is not a
 * JSON object) the API's own error body. */
export const testProcessorErrorResponseSchema = z.union([
  cardProviderErrorResultSchema,
  apiErrorBodySchema,
]);

export const testPaymentMethodSchema = z
  .object({
    id: z.string().min(1),
    object: z.literal('payment_method'),
    type: z.literal('card'),
    card: z
      .object({
        brand: z.string().min(1),
        last4: z.string().regex(/^\d{4}$/),
        exp_month: z.number().int().min(1).max(12),
        exp_year: z.number().int(),
      })
      .strict(),
    billing_details: z
      .object({ name: z.string().nullable(), email: z.string().nullable() })
      .strict(),
  })
  .strict();
export type TestPaymentMethod = z.infer<typeof testPaymentMethodSchema>;

export const testPaymentIntentSchema = z
  .object({
    id: z.string().min(1),
    object: z.literal('payment_intent'),
    /** In the currency's smallest unit, like the card provider (1 Tk = 100 poisha). */
    amount: z.number().int().min(0),
    currency: z.literal('bdt'),
    status: z.enum(['succeeded', 'requires_payment_method']),
    client_secret: z.string().min(1),
    payment_method: z.string().nullable(),
    created: z.number().int().min(0),
    livemode: z.literal(false),
  })
  .strict();
export type TestPaymentIntent = z.infer<typeof testPaymentIntentSchema>;

/** POST /api/test-payments/payment-methods: 200 `{paymentMethod}` (400 `{error}`). */
export const createPaymentMethodResponseSchema = z
  .object({ paymentMethod: testPaymentMethodSchema })
  .strict();
export type CreatePaymentMethodResult =
  z.infer<typeof createPaymentMethodResponseSchema> | { error: CardProviderError };
/** POST /api/test-payments/confirm: 200 `{paymentIntent}` (400/402/404 `{error}`). */
export const confirmCardPaymentResponseSchema = z
  .object({ paymentIntent: testPaymentIntentSchema })
  .strict();
export type ConfirmCardPaymentResult =
  z.infer<typeof confirmCardPaymentResponseSchema> | { error: CardProviderError };
