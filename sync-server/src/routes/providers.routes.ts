// The real providers' routes: GET /public-config (what the PWA needs to switch Stripe Elements
// and Firebase Auth on, and the VAPID key Web Push subscribes with: public keys only) and, with PAYMENT_PROVIDER=stripe, Stripe's webhook
// POST /stripe/webhook — its signature checked over the raw body (STRIPE_WEBHOOK_SECRET), then
// the event handled once (domain/payments/stripe-webhook.ts).
import { ENDPOINTS, type PublicConfig } from '@hostel/shared-schema';
import type Stripe from 'stripe';
import type { Config } from '../config';
import { stripeClient } from '../domain/payments/stripe-payment-provider';
import { handleStripeEvent } from '../domain/payments/stripe-webhook';
import { requestLog } from '../telemetry/log-context';
import type { AppRouter, Deps } from '../http/context';
import { AppError, badRequest } from '../http/errors';
import { mountEndpoint } from '../http/mount-endpoint';
import { inTransaction } from '../http/transaction';

function publicConfig(config: Config, vapidPublicKey: string | undefined): PublicConfig {
  return {
    ...(vapidPublicKey && { push: { vapidPublicKey } }),
    payments: config.stripe
      ? { provider: 'stripe', publishableKey: config.stripe.publishableKey }
      : { provider: 'test' },
    identity: config.firebaseWeb
      ? {
          provider: 'firebase',
          firebase: config.firebaseWeb,
          ...(config.firebaseAuthEmulatorUrl && { emulatorUrl: config.firebaseAuthEmulatorUrl }),
        }
      : { provider: 'embedded' },
    passwordReset: config.firebaseWeb ? 'firebase' : config.mail ? 'email' : 'admin-link',
  };
}

export function registerProvidersRoutes(router: AppRouter, deps: Deps): void {
  const answer = publicConfig(deps.config, deps.push?.publicKey);
  mountEndpoint(router, ENDPOINTS.publicConfig, (ctx) => {
    // Short cache: a changed key reaches open apps within minutes.
    ctx.set('Cache-Control', 'public, max-age=300');
    return answer;
  });

  const stripe = deps.config.paymentProvider === 'stripe' ? deps.config.stripe : undefined;
  if (!stripe) return;
  const client = stripeClient(stripe);
  // The body is Stripe's, checked by its signature over the raw bytes (not by the schema).
  const options = { ownBodyCheck: true } as const;
  mountEndpoint(
    router,
    ENDPOINTS.stripeWebhook,
    async (ctx) => {
      if (!stripe.webhookSecret) {
        throw new AppError(502, 'webhook_not_configured', 'STRIPE_WEBHOOK_SECRET is not set');
      }
      const signature = ctx.get('stripe-signature');
      if (!signature)
        throw badRequest('The Stripe-Signature header is missing', 'stripe-signature');
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(
          ctx.state.rawBody ?? Buffer.alloc(0),
          signature,
          stripe.webhookSecret,
        );
      } catch {
        throw badRequest('The webhook signature does not verify', 'stripe-signature');
      }
      const outcome = await inTransaction(deps.db, (trx) =>
        handleStripeEvent(trx, event, stripe.currency, requestLog(ctx.req)),
      );
      ctx.body = { received: true, duplicate: outcome.duplicate };
    },
    options,
  );
}
