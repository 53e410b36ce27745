// The Card Payment form of spec §2: Card Number, Expiry Date, CVV and 'Pay Now {amount} Tk'.
// Pay Now is disabled for the unknown-package amount (1) and offline (online only, with the
// reason); the provider's message shows in red under the fields, 'Successfull' in green once
// the payment method exists (spec §8).
import { CreditCard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@hostel/shared-schema';
import { Card, Input } from '../../../components/ui';
import { PayNowFooter } from './pay-now-footer';
import { formatCardNumber, formatCvc, formatExpiry } from '../card-input-format';
import type { CardDetails } from '../payment-provider';

export type CardPaymentFormProps = {
  amount: number;
  submitting: boolean;
  methodCreated: boolean;
  cardError?: string;
  alreadySubscribed: boolean;
  onPay: (card: CardDetails) => void;
};

export function CardPaymentForm({
  amount,
  submitting,
  methodCreated,
  cardError,
  alreadySubscribed,
  onPay,
}: CardPaymentFormProps) {
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvc: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay(card);
  };
  return (
    <Card as="section" className="card-payment" aria-labelledby="card-payment-title">
      <h2 id="card-payment-title" className="card-payment__title">
        <CreditCard aria-hidden size={22} /> Card Payment
      </h2>
      <form className="card-payment__form" noValidate onSubmit={submit} aria-label="Card Payment">
        <Input
          label="Card Number"
          name="cardnumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
        />
        <div className="card-payment__row">
          <Input
            label="Expiry Date"
            name="exp-date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value) })}
          />
          <Input
            label="CVV"
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={(event) => setCard({ ...card, cvc: formatCvc(event.target.value) })}
          />
        </div>
        <p className="card-payment__hint muted">
          Test mode: 4242 4242 4242 4242 with any future date and any CVV succeeds.
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
          error={cardError}
          methodCreated={methodCreated}
        />
      </form>
    </Card>
  );
}
