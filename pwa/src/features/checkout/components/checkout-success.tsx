// The checkout's success state: the plan, amount, transaction id and date of
// the payment just made, shown in place of the card form (so the new badge never turns the page
// into "You are already a subscribed member"), then the spec's redirect to /all-meals after a
// few seconds to read it, or at once with the button. The receipt stays in the dashboard. It is
// brought into view and takes the focus as it appears: on a phone the Pay Now button sits low on
// a long page, and the confirmation must not land out of sight in the moment before the redirect.
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ReceiptCard, type ReceiptData } from '../../../components/receipt-card';
import { Button } from '../../../components/ui';
import { paths } from '../../../lib/paths';

/** Long enough to read the receipt; the spec's toast (1.5 s) has gone by then. */
const SUCCESS_REDIRECT_MS = 6000;

export function CheckoutSuccess({ receipt }: { receipt: ReceiptData }) {
  const navigate = useNavigate();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.allMeals), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section ref={section} className="checkout-success" aria-labelledby="checkout-success-title">
      <ReceiptCard receipt={receipt} labelledBy="checkout-success-title">
        <div className="checkout-success__head">
          <CircleCheck aria-hidden size={36} className="checkout-success__icon" />
          <div>
            <h2
              ref={heading}
              id="checkout-success-title"
              className="checkout-success__title"
              tabIndex={-1}
            >
              Payment complete
            </h2>
            <p className="muted">
              Your <span className="receipt__plan">{receipt.package}</span> plan is active. Your
              receipt is kept in your dashboard.
            </p>
          </div>
        </div>
      </ReceiptCard>
      <p className="checkout-success__next muted" role="status">
        Taking you to All Meals…
      </p>
      <div className="checkout-success__actions">
        <Button asChild>
          <Link to={paths.allMeals}>Go to All Meals</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.dashboardChild('my-profile')}>Open my dashboard</Link>
        </Button>
      </div>
    </section>
  );
}
