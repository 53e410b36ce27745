// The renewal's payment, free of React so it can be tested step by step: the server's renewal
// intent (the held package's price) → provider: create payment method → confirm with the client
// secret → the renewal call, which the server verifies with the provider. The same provider
// interface as the checkout (the built-in test processor or Stripe Elements).
import { MESSAGES, type RenewalAnswer } from '@hostel/shared-schema';
import { coversApi } from '../../../lib/api';
import { messageOf } from '../../../lib/server-query';
import { cardErrorText } from '../card-errors';
import type { BillingDetails, CardDetails, PaymentProvider } from '../payment-provider';

export type RenewalOutcome =
  | { kind: 'renewed'; answer: RenewalAnswer }
  /** The provider refused the card: its message, in red under the form. */
  | { kind: 'card-error'; message: string }
  /** A call of ours was refused or failed: the server's reason. */
  | { kind: 'failed'; message: string };

const UNEXPECTED = MESSAGES.unexpectedError;

export async function runRenewal(
  card: CardDetails,
  billing: BillingDetails,
  provider: PaymentProvider,
  /** Called once the payment method exists (the green 'Successfull', as at checkout). */
  onMethodCreated?: () => void,
  api: typeof coversApi = coversApi,
): Promise<RenewalOutcome> {
  let clientSecret: string;
  try {
    ({ clientSecret } = await api.renewalIntent());
  } catch (error) {
    return { kind: 'failed', message: messageOf(error, MESSAGES.somethingWentWrong) };
  }
  let transactionId: string;
  try {
    const created = await provider.createPaymentMethod(card, billing);
    if ('error' in created) return { kind: 'card-error', message: cardErrorText(created.error) };
    onMethodCreated?.();
    const confirmed = await provider.confirmCardPayment(clientSecret, created.paymentMethod.id);
    if ('error' in confirmed)
      return { kind: 'card-error', message: cardErrorText(confirmed.error) };
    if (confirmed.paymentIntent.status !== 'succeeded') {
      return { kind: 'card-error', message: UNEXPECTED };
    }
    transactionId = confirmed.paymentIntent.id;
  } catch {
    return { kind: 'card-error', message: UNEXPECTED };
  }
  try {
    return { kind: 'renewed', answer: await api.renew(transactionId) };
  } catch (error) {
    return { kind: 'failed', message: messageOf(error, MESSAGES.somethingWentWrong) };
  }
}
