// The signed-in resident's cover (online only: the server dates it) and the renewal's payment
// state: submitting, the card provider's message, the server's refusal, and a fresh cover once
// renewed (the cover and the statements are loaded again).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useAuth } from '../../../app/auth';
import { toast } from '../../../components/ui';
import { coversApi } from '../../../lib/api';
import { useServerQuery } from '../../../lib/server-query';
import { billingFor } from '../billing';
import { paymentProvider, type CardDetails, type PaymentProvider } from '../payment-provider';
import { runRenewal } from '../renewal/renewal-flow';
import { shortDay } from '../renewal/cover-words';

export const COVER_KEY = ['package-cover'] as const;

export function usePackageCover(enabled = true) {
  return useServerQuery(COVER_KEY, (signal) => coversApi.status(signal), { enabled });
}

export function useRenewal(onRenewed: () => void) {
  const { user } = useAuth();
  const client = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [methodCreated, setMethodCreated] = useState(false);
  const [cardError, setCardError] = useState<string>();

  const pay = useCallback(
    async (card: CardDetails, provider: PaymentProvider = paymentProvider()) => {
      if (!user || submitting) return;
      setSubmitting(true);
      setCardError(undefined);
      setMethodCreated(false);
      const outcome = await runRenewal(card, billingFor(user), provider, () =>
        setMethodCreated(true),
      );
      setSubmitting(false);
      if (outcome.kind === 'card-error') {
        setCardError(outcome.message);
        return;
      }
      if (outcome.kind === 'failed') {
        setCardError(outcome.message);
        return;
      }
      toast.success(`Package renewed: covered until ${shortDay(outcome.answer.coveredUntil)}`);
      await Promise.all([
        client.invalidateQueries({ queryKey: COVER_KEY }),
        client.invalidateQueries({ queryKey: ['statements'] }),
      ]);
      onRenewed();
    },
    [user, submitting, client, onRenewed],
  );
  return { submitting, methodCreated, cardError, pay };
}
