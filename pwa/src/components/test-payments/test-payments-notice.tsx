// While the server's built-in test card processor takes the payments (GET /api/public-config
// says provider 'test': PAYMENT_PROVIDER unset or 'test'), checkout and the admin's payments say
// so plainly: a documented test card buys a package and no money moves. Shown beside the spec's
// screens, whose texts stay as they are; nothing is shown with Stripe.
import { FlaskConical } from 'lucide-react';
import { usePublicConfig } from '../../lib/providers/public-config';
import './test-payments-notice.css';

export const TEST_PAYMENTS_TEXTS = {
  title: 'Test payments',
  checkout: 'No real card is charged here: this server takes test cards only, and no money moves.',
  adminPayments:
    'These payments were made with test cards: no money was taken. Set PAYMENT_PROVIDER=stripe to take real payments.',
} as const;

export function TestPaymentsNotice({ text }: { text: string }) {
  const config = usePublicConfig();
  if (config?.payments.provider !== 'test') return null;
  return (
    <aside className="test-payments-notice" aria-label={TEST_PAYMENTS_TEXTS.title}>
      <FlaskConical aria-hidden size={18} className="test-payments-notice__icon" />
      <p>
        <strong>{TEST_PAYMENTS_TEXTS.title}.</strong> {text}
      </p>
    </aside>
  );
}
