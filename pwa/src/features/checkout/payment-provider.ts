// The card payment provider as the checkout sees it (spec §7: "from the browser the card payment
// provider is called: create a payment method, then confirm the card payment with the client
// secret"). One small interface with Stripe.js's result shapes: the server's built-in sandbox
// processor here, Stripe Elements in stripe/stripe-payment-provider.ts.
import type { CardProviderError } from '@hostel/shared-schema';
import { paymentsApi } from '../../lib/api';

/** The card as the Card Payment form collected it (raw text: the provider validates it). */
export type CardDetails = {
  number: string;
  /** 'MM/YY' as typed. */
  expiry: string;
  cvc: string;
};

export type BillingDetails = { name: string; email: string };

/** What the checkout reads of stripe.createPaymentMethod's answer. */
type MethodResult = { paymentMethod: { id: string } } | { error: CardProviderError };
/** What the checkout reads of stripe.confirmCardPayment's answer. */
type ConfirmResult =
  { paymentIntent: { id: string; status: string } } | { error: CardProviderError };

export type PaymentProvider = {
  /** `card` is the typed card of the built-in form; Stripe Elements holds its own. */
  createPaymentMethod: (card: CardDetails, billing: BillingDetails) => Promise<MethodResult>;
  confirmCardPayment: (clientSecret: string, paymentMethodId: string) => Promise<ConfirmResult>;
};

/** 'MM/YY' (or 'MM / YYYY', 'MMYY') into month and year text; the provider judges them. */
export function splitExpiry(expiry: string): { expMonth: string; expYear: string } {
  const digits = expiry.replace(/\D/g, '');
  if (expiry.includes('/')) {
    const [month = '', year = ''] = expiry.split('/').map((part) => part.replace(/\D/g, ''));
    return { expMonth: month, expYear: year };
  }
  return { expMonth: digits.slice(0, 2), expYear: digits.slice(2) };
}

/** The server's built-in sandbox card processor (no real money moves). */
const sandboxPaymentProvider: PaymentProvider = {
  createPaymentMethod: (card, billing) =>
    paymentsApi.testCreatePaymentMethod({
      number: card.number.replace(/\s+/g, ''),
      ...splitExpiry(card.expiry),
      cvc: card.cvc.trim(),
      billing_details: billing,
    }),
  confirmCardPayment: (clientSecret, paymentMethodId) =>
    paymentsApi.testConfirmCardPayment({ clientSecret, paymentMethodId }),
};

/** The built-in form's provider; Stripe Elements brings its own (stripe-payment-provider.ts). */
export function paymentProvider(): PaymentProvider {
  return sandboxPaymentProvider;
}
