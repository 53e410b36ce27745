// PAYMENT_PROVIDER=stripe: the PaymentProvider interface over the `stripe` SDK. Intents are
// created for the package price in STRIPE_CURRENCY with who pays and for what in their metadata;
// the server trusts a payment only as Stripe reports it back (retrieveIntent). Stripe counts in
// the currency's smallest unit (1 Tk = 100 poisha); this adapter converts at its boundary.
import Stripe from 'stripe';
import type { StripeConfig } from '../../provider-config';
import { AppError } from '../../http/errors';
import type { IntentStatus, PaymentProvider, RetrievedIntent } from './payment-provider';

/** Stripe's zero-decimal currencies: their amounts are already whole units. */
const ZERO_DECIMAL = new Set(
  'bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '),
);

export function minorUnitsPer(currency: string): number {
  return ZERO_DECIMAL.has(currency.toLowerCase()) ? 1 : 100;
}

export function stripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Hostel Meals' },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

const unavailable = () =>
  new AppError(502, 'provider_unavailable', 'The card payment provider is not available');

/** A Stripe PaymentIntent as the rules read it; amounts back in whole units. */
export function intentFromStripe(intent: Stripe.PaymentIntent): RetrievedIntent {
  const per = minorUnitsPer(intent.currency);
  return {
    id: intent.id,
    status: intent.status as IntentStatus,
    // A fractional amount can be no package price: NaN fails every comparison.
    amount: intent.amount % per === 0 ? intent.amount / per : Number.NaN,
    currency: intent.currency,
    metadata: { email: intent.metadata?.email ?? '', package: intent.metadata?.package ?? '' },
    created: intent.created * 1000,
  };
}

export function createStripePaymentProvider(config: StripeConfig, stripe = stripeClient(config)) {
  const provider: PaymentProvider = {
    name: 'stripe',
    currency: config.currency,
    async createIntent(input, log) {
      try {
        const intent = await stripe.paymentIntents.create({
          amount: input.amount * minorUnitsPer(config.currency),
          currency: config.currency,
          allowed_payment_method_types: ['card'],
          metadata: { email: input.email, package: input.package },
          description: `Hostel Meals ${input.package} package`,
        });
        if (!intent.client_secret) throw unavailable();
        return { id: intent.id, clientSecret: intent.client_secret };
      } catch (error) {
        if (error instanceof AppError) throw error;
        log.warn({ err: error }, 'stripe: creating a payment intent failed');
        throw unavailable();
      }
    },
    async retrieveIntent(id, log) {
      // Only ids shaped like Stripe's reach the network (a client may send anything).
      if (!/^pi_[A-Za-z0-9]{1,100}$/.test(id)) return undefined;
      try {
        return intentFromStripe(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          return undefined;
        }
        log.warn({ err: error }, 'stripe: retrieving a payment intent failed');
        throw unavailable();
      }
    },
  };
  return provider;
}
