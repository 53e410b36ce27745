// Which PaymentProvider serves this server (config.paymentProvider). One instance per app.
import type { Deps } from '../../http/context';
import { AppError } from '../../http/errors';
import type { PaymentProvider } from './payment-provider';
import { createStripePaymentProvider } from './stripe-payment-provider';
import { createSandboxPaymentProvider } from './sandbox-card-processor';

const providers = new WeakMap<Deps, PaymentProvider>();

export function paymentProviderFor(deps: Deps): PaymentProvider {
  let provider = providers.get(deps);
  if (!provider) {
    if (deps.config.paymentProvider === 'stripe') {
      // loadConfig refuses PAYMENT_PROVIDER=stripe without its keys; an app built by hand may not.
      if (!deps.config.stripe) {
        throw new AppError(
          502,
          'provider_unavailable',
          'The card payment provider is not available',
        );
      }
      provider = createStripePaymentProvider(deps.config.stripe);
    } else {
      provider = createSandboxPaymentProvider(deps.db);
    }
    providers.set(deps, provider);
  }
  return provider;
}
