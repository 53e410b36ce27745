// Which PaymentProvider serves this server (config.paymentProvider). One instance per app.
import type { Deps } from '../../http/context';
import { AppError } from '../../http/errors';
import type { PaymentProvider } from './payment-provider';
import { createTestPaymentProvider } from './test-payment-processor';

const providers = new WeakMap<Deps, PaymentProvider>();

export function paymentProviderFor(deps: Deps): PaymentProvider {
  let provider = providers.get(deps);
  if (!provider) {
    if (deps.config.paymentProvider !== 'test') {
      // The Stripe adapter arrives in its own issue; until then say so instead of failing oddly.
      throw new AppError(502, 'provider_unavailable', 'The card payment provider is not available');
    }
    provider = createTestPaymentProvider(deps.db);
    providers.set(deps, provider);
  }
  return provider;
}
