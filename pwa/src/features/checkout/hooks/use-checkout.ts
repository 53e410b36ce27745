// Checkout state for the Card Payment form (spec §4 "Payment": idle, submitting, success or
// error with a message) and the reactions of spec §8: toasts, the green 'Successfull', the red
// card message, the user's new package, the success state with its receipt, and the
// move to /all-meals (CheckoutSuccess makes it once the receipt has been seen).
import { useCallback, useState } from 'react';
import { MESSAGES, TIMINGS, badgeTier, type PackageName } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { toast } from '../../../components/ui';
import { billingFor } from '../billing';
import { runCheckout, type PaidReceipt } from '../checkout-flow';
import { paymentProvider, type CardDetails, type PaymentProvider } from '../payment-provider';

export type CheckoutState = {
  submitting: boolean;
  methodCreated: boolean;
  cardError: string | undefined;
  /** The user already holds a paid tier (spec §4: cannot subscribe again). */
  alreadySubscribed: boolean;
  /** Set once paid: the success state shows it in place of the form. */
  receipt: PaidReceipt | undefined;
  /** Pays with the built-in processor, or with `provider` (Stripe Elements). */
  pay: (card: CardDetails, provider?: PaymentProvider) => Promise<void>;
};

export function useCheckout(pack: PackageName | undefined, amount: number): CheckoutState {
  const { user, refresh } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [methodCreated, setMethodCreated] = useState(false);
  const [cardError, setCardError] = useState<string>();
  const [receipt, setReceipt] = useState<PaidReceipt>();
  const alreadySubscribed = Boolean(badgeTier(user?.badge));

  const pay = useCallback(
    async (card: CardDetails, provider: PaymentProvider = paymentProvider()) => {
      if (!pack || !user || submitting) return;
      if (badgeTier(user.badge)) {
        toast.error(MESSAGES.alreadySubscribed);
        return;
      }
      setSubmitting(true);
      setCardError(undefined);
      setMethodCreated(false);
      const outcome = await runCheckout(
        { pack, amount, email: user.email, card, billing: billingFor(user) },
        { provider, onMethodCreated: () => setMethodCreated(true) },
      );
      setSubmitting(false);
      if (outcome.kind === 'card-error') {
        setCardError(outcome.message);
        return;
      }
      if (outcome.kind === 'failed') {
        toast.error(outcome.message, { position: 'top-end', duration: TIMINGS.paymentToastMs });
        return;
      }
      setReceipt(outcome.receipt);
      toast.success(MESSAGES.paymentSuccessfull(amount), {
        position: 'top-start',
        duration: TIMINGS.paymentToastMs,
      });
      await refresh();
    },
    [pack, amount, user, submitting, refresh],
  );

  return { submitting, methodCreated, cardError, alreadySubscribed, receipt, pay };
}
