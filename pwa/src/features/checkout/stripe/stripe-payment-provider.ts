// The checkout's PaymentProvider over Stripe Elements: the card comes from the mounted
// CardNumberElement (Stripe holds the digits; they never touch our code), then
// stripe.createPaymentMethod and stripe.confirmCardPayment as spec §7 says. Stripe's error types
// outside card and validation errors become 'invalid_request_error', which the checkout shows as
// 'An unexpected error occurred' (spec §8).
import type { CardProviderError } from '@hostel/shared-schema';
import { CardNumberElement } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import type { PaymentProvider } from '../payment-provider';

function providerError(error: StripeError): CardProviderError {
  const type =
    error.type === 'card_error' || error.type === 'validation_error'
      ? error.type
      : 'invalid_request_error';
  return {
    type,
    code: error.code ?? error.type,
    ...(error.decline_code ? { decline_code: error.decline_code } : {}),
    message: error.message ?? 'An unexpected error occurred',
  };
}

export function stripePaymentProvider(stripe: Stripe, elements: StripeElements): PaymentProvider {
  return {
    async createPaymentMethod(_typedCard, billing) {
      const card = elements.getElement(CardNumberElement);
      if (!card) {
        return {
          error: { type: 'invalid_request_error', code: 'no_card', message: 'No card form' },
        };
      }
      const result = await stripe.createPaymentMethod({
        type: 'card',
        card,
        billing_details: billing,
      });
      if (result.error) return { error: providerError(result.error) };
      return { paymentMethod: { id: result.paymentMethod.id } };
    },
    async confirmCardPayment(clientSecret, paymentMethodId) {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: paymentMethodId,
      });
      if (result.error) return { error: providerError(result.error) };
      return {
        paymentIntent: { id: result.paymentIntent.id, status: result.paymentIntent.status },
      };
    },
  };
}
