// The foot of both card forms (the built-in test processor's and Stripe Elements'): 'Pay Now
// {amount} Tk' (online only; disabled for the unknown-package amount, an existing subscription,
// or when the form says it cannot pay yet), then the provider's message in red or 'Successfull'
// in green once the payment method exists (spec §8).
import { CURRENCY, MESSAGES, UNKNOWN_PACKAGE_AMOUNT } from '@hostel/shared-schema';
import { OnlineOnlyButton } from '../../../components/sync';

export function PayNowFooter({
  amount,
  submitting,
  alreadySubscribed,
  cannotPay = false,
  error,
  methodCreated,
}: {
  amount: number;
  submitting: boolean;
  alreadySubscribed: boolean;
  /** The form's own reason not to pay yet (e.g. Stripe.js not loaded). */
  cannotPay?: boolean;
  error?: string;
  methodCreated: boolean;
}) {
  return (
    <>
      <OnlineOnlyButton
        type="submit"
        size="lg"
        block
        loading={submitting}
        disabled={amount === UNKNOWN_PACKAGE_AMOUNT || alreadySubscribed || cannotPay}
      >
        Pay Now {amount} {CURRENCY}
      </OnlineOnlyButton>
      <div aria-live="polite" className="card-payment__messages">
        {error && (
          <p className="card-payment__error" role="alert">
            {error}
          </p>
        )}
        {methodCreated && !error && <p className="card-payment__success">{MESSAGES.successfull}</p>}
      </div>
    </>
  );
}
