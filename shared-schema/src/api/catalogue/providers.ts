// Catalogue: the real providers' endpoints — the PWA's run-time provider settings and Stripe's
// webhook (mounted only with PAYMENT_PROVIDER=stripe; Stripe calls it, signed, not the PWA).
import {
  PUBLIC_CONFIG_PATH,
  publicConfigSchema,
  STRIPE_WEBHOOK_PATH,
  stripeWebhookBodySchema,
  stripeWebhookResponseSchema,
} from '../providers';
import { endpoints } from './endpoint';

export const PROVIDER_ENDPOINTS = endpoints({
  publicConfig: {
    method: 'GET',
    path: PUBLIC_CONFIG_PATH,
    access: 'public',
    response: publicConfigSchema,
  },
  stripeWebhook: {
    method: 'POST',
    path: STRIPE_WEBHOOK_PATH,
    access: 'public',
    body: stripeWebhookBodySchema,
    response: stripeWebhookResponseSchema,
    when: 'PAYMENT_PROVIDER=stripe',
  },
});
