// The Card Payment form of spec §2 on Stripe Elements (PAYMENT_PROVIDER=stripe): Card Number,
// Expiry Date and CVV are Stripe's own fields (its iframes hold the card), 'Pay Now {amount} Tk',
// the provider's message in red under the form and 'Successfull' in green (spec §8). Stripe.js
// is loaded here, on the checkout route only; when it cannot load the form says so at once.
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeElementChangeEvent } from '@stripe/stripe-js';
import { CreditCard } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGES } from '@hostel/shared-schema';
import { Card, Spinner } from '../../../components/ui';
import type { CardPaymentFormProps } from '../components/card-payment-form';
import { PayNowFooter } from '../components/pay-now-footer';
import type { CardDetails, PaymentProvider } from '../payment-provider';
import { stripeFor } from './load-stripe';
import { stripePaymentProvider } from './stripe-payment-provider';
import './stripe-card.css';

export const STRIPE_UNAVAILABLE =
  'Card payments are unavailable right now: the secure card form (Stripe) could not be loaded. Check your connection, then reload the page.';

type Props = Omit<CardPaymentFormProps, 'onPay'> & {
  publishableKey: string;
  onPay: (card: CardDetails, provider: PaymentProvider) => void;
};

/** Stripe holds the card: the typed-card slot of the flow stays empty. */
const NO_TYPED_CARD: CardDetails = { number: '', expiry: '', cvc: '' };
/** Stripe's iframes cannot read our CSS: hand them the theme's colours (light or dark). */
function elementOptions() {
  const css = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  return {
    style: {
      base: {
        fontSize: '16px',
        color: token('--color-text', '#2b211c'),
        '::placeholder': { color: token('--color-text-muted', '#8a7d74') },
      },
    },
  };
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Card as="section" className="card-payment" aria-labelledby="card-payment-title">
      <h2 id="card-payment-title" className="card-payment__title">
        <CreditCard aria-hidden size={22} /> Card Payment
      </h2>
      {children}
    </Card>
  );
}

export function StripeCardPaymentForm({ publishableKey, ...props }: Props) {
  const [stripe, setStripe] = useState<Stripe>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    stripeFor(publishableKey).then(
      (loaded) => live && setStripe(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);

  if (failed) {
    return (
      <Frame>
        <p className="card-payment__error" role="alert">
          {STRIPE_UNAVAILABLE}
        </p>
      </Frame>
    );
  }
  if (!stripe) {
    return (
      <Frame>
        <div className="stripe-card__loading" role="status">
          <Spinner /> Loading the secure card form…
        </div>
      </Frame>
    );
  }
  return (
    <Frame>
      <Elements stripe={stripe}>
        <StripeFields {...props} />
      </Elements>
    </Frame>
  );
}

/** Stripe's field is an iframe with its own label: the group names it as the spec does. */
function StripeField({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="ui-field">
      <span id={id} className="ui-field__label">
        {label}
      </span>
      <div className="stripe-card__control" role="group" aria-labelledby={id}>
        {children}
      </div>
    </div>
  );
}

function StripeFields({
  amount,
  submitting,
  methodCreated,
  cardError,
  alreadySubscribed,
  onPay,
}: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [options] = useState(elementOptions);
  // Stripe's own live checks of each field (incomplete number, past expiry…), shown like its
  // answers to the payment calls: in red under the form.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const watch = (event: StripeElementChangeEvent) =>
    setFieldErrors((current) => {
      const next = { ...current };
      if (event.error) next[event.elementType] = event.error.message;
      else delete next[event.elementType];
      return next;
    });
  const fieldError = Object.values(fieldErrors)[0];
  const message = cardError ?? fieldError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    onPay(NO_TYPED_CARD, stripePaymentProvider(stripe, elements));
  };
  return (
    <form className="card-payment__form" noValidate onSubmit={submit} aria-label="Card Payment">
      <StripeField label="Card Number">
        <CardNumberElement options={options} onChange={watch} />
      </StripeField>
      <div className="card-payment__row">
        <StripeField label="Expiry Date">
          <CardExpiryElement options={options} onChange={watch} />
        </StripeField>
        <StripeField label="CVV">
          <CardCvcElement options={options} onChange={watch} />
        </StripeField>
      </div>
      <p className="card-payment__hint muted">
        Stripe test mode: 4242 4242 4242 4242 with any future date and any CVV succeeds.
      </p>
      {alreadySubscribed && (
        <p className="card-payment__note" role="status">
          {MESSAGES.alreadySubscribed}
        </p>
      )}
      <PayNowFooter
        amount={amount}
        submitting={submitting}
        alreadySubscribed={alreadySubscribed}
        cannotPay={!stripe}
        error={message}
        methodCreated={methodCreated}
      />
    </form>
  );
}
