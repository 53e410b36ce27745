// "Your package" on My Profile and the Statement page: until when the package covers the
// resident ("Covered until 27 Dec"), a notice in its last days, what to do once it has ended, and
// the Renew package action (offered from a week before the end) with the card form in a dialog.
// Nothing shows for a resident without a package; the spec's checkout stays for buying one.
import { CalendarCheck, CalendarClock, CalendarX } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { CoverStatus } from '@hostel/shared-schema';
import { formatTk } from '../../lib/format';
import { PageSpinner } from '../page-spinner';
import { Button, Card, Dialog } from '../ui';
import { usePublicConfig } from '../../lib/providers/public-config';
import { CardPaymentForm } from '../../features/checkout/components/card-payment-form';
import { coverWords } from '../../features/checkout/renewal/cover-words';
import { usePackageCover, useRenewal } from '../../features/checkout/hooks/use-package-cover';
import '../../features/checkout/components/checkout.css';
import './cover-card.css';

const StripeCardPaymentForm = lazy(async () => ({
  default: (await import('../../features/checkout/stripe/stripe-card-payment-form'))
    .StripeCardPaymentForm,
}));

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const ICONS = { ok: CalendarCheck, warn: CalendarClock, ended: CalendarX };

export function CoverCard() {
  const { data: status } = usePackageCover();
  if (!status || status.state === 'none') return null;
  return <CoverCardBody status={status} />;
}

function CoverCardBody({ status }: { status: CoverStatus }) {
  const words = coverWords(status)!;
  const [open, setOpen] = useState(false);
  const Icon = ICONS[words.tone];
  return (
    <Card
      as="section"
      className={`cover-card cover-card--${words.tone}`}
      aria-labelledby="cover-title"
    >
      <Icon aria-hidden size={28} className="cover-card__icon" />
      <div className="cover-card__text">
        <h2 id="cover-title" className="cover-card__title">
          {words.headline}
        </h2>
        <p className="cover-card__package muted">
          {capitalised(status.package!)} package · {formatTk(status.renewalPrice!)} for 30 days
        </p>
        {words.detail && (
          <p className="cover-card__detail" role={words.tone === 'ok' ? undefined : 'status'}>
            {words.detail}
          </p>
        )}
      </div>
      {status.canRenew && (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          title="Renew package"
          description={`30 more days of your ${status.package} package, from ${status.state === 'ended' ? 'today' : 'the day after your cover ends'}.`}
          trigger={<Button className="cover-card__renew">Renew package</Button>}
        >
          <RenewalForm amount={status.renewalPrice!} onRenewed={() => setOpen(false)} />
        </Dialog>
      )}
    </Card>
  );
}

function RenewalForm({ amount, onRenewed }: { amount: number; onRenewed: () => void }) {
  const renewal = useRenewal(onRenewed);
  const config = usePublicConfig();
  const props = {
    amount,
    submitting: renewal.submitting,
    methodCreated: renewal.methodCreated,
    cardError: renewal.cardError,
    alreadySubscribed: false,
  };
  if (!config) return <PageSpinner />;
  if (config.payments.provider === 'stripe') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <StripeCardPaymentForm
          {...props}
          publishableKey={config.payments.publishableKey}
          onPay={(card, provider) => void renewal.pay(card, provider)}
        />
      </Suspense>
    );
  }
  return <CardPaymentForm {...props} onPay={(card) => void renewal.pay(card)} />;
}
