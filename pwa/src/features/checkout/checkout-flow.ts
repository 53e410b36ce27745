// The payment flow of spec §7/§8, free of React so it can be tested step by step:
// create-payment-intent → provider: create payment method (then 'Successfull') → confirm with
// the client secret → subscription-handler (acknowledged) → change-package (modifiedCount > 0).
import { MESSAGES, type PackageName } from '@hostel/shared-schema';
import { ApiError, paymentsApi } from '../../lib/api';
import { cardErrorText } from './card-errors';
import type { BillingDetails, CardDetails, PaymentProvider } from './payment-provider';

/** What the success state and the dashboard's receipt show. */
export type PaidReceipt = {
  package: PackageName;
  amount: number;
  transactionId: string;
  paymentDate: number;
};

export type CheckoutOutcome =
  /** Paid and the package changed: toast 'Payment Successfull - {amount} Tk', go to meals. */
  | { kind: 'paid'; receipt: PaidReceipt }
  /** The provider refused the card (its message) or failed otherwise: red under the form. */
  | { kind: 'card-error'; message: string }
  /** A call of ours failed or was not acknowledged: a toast with this text. */
  | { kind: 'failed'; message: string };

export type CheckoutInput = {
  pack: PackageName;
  amount: number;
  email: string;
  card: CardDetails;
  billing: BillingDetails;
};

export type CheckoutDeps = {
  provider: PaymentProvider;
  api?: Pick<typeof paymentsApi, 'createPaymentIntent' | 'subscriptionHandler' | 'changePackage'>;
  now?: () => number;
  /** Called once the payment method exists (the green 'Successfull'). */
  onMethodCreated?: () => void;
};

const failed = (error?: unknown): CheckoutOutcome => ({
  kind: 'failed',
  message:
    error instanceof ApiError && error.code === 'already_subscribed'
      ? MESSAGES.alreadySubscribed
      : MESSAGES.somethingWentWrong,
});

export async function runCheckout(
  input: CheckoutInput,
  { provider, api = paymentsApi, now = Date.now, onMethodCreated }: CheckoutDeps,
): Promise<CheckoutOutcome> {
  let clientSecret: string;
  try {
    ({ clientSecret } = await api.createPaymentIntent(input.amount));
  } catch (error) {
    return failed(error);
  }
  if (!clientSecret) return failed();

  let paymentMethodId: string;
  try {
    const created = await provider.createPaymentMethod(input.card, input.billing);
    if ('error' in created) return { kind: 'card-error', message: cardErrorText(created.error) };
    paymentMethodId = created.paymentMethod.id;
  } catch {
    return { kind: 'card-error', message: MESSAGES.unexpectedError };
  }
  onMethodCreated?.();

  let transactionId: string;
  try {
    const confirmed = await provider.confirmCardPayment(clientSecret, paymentMethodId);
    if ('error' in confirmed) {
      return { kind: 'card-error', message: cardErrorText(confirmed.error) };
    }
    if (confirmed.paymentIntent.status !== 'succeeded') {
      return { kind: 'card-error', message: MESSAGES.unexpectedError };
    }
    transactionId = confirmed.paymentIntent.id;
  } catch {
    return { kind: 'card-error', message: MESSAGES.unexpectedError };
  }

  const paymentDate = now();
  try {
    const stored = await api.subscriptionHandler({
      email: input.email,
      name: input.billing.name,
      paymentDate,
      amount: input.amount,
      package: input.pack,
      transactionId,
    });
    if (!stored?.acknowledged) return failed();
    const changed = await api.changePackage(input.email, input.pack);
    if (!(changed?.modifiedCount > 0)) return failed();
  } catch (error) {
    return failed(error);
  }
  return {
    kind: 'paid',
    receipt: { package: input.pack, amount: input.amount, transactionId, paymentDate },
  };
}
