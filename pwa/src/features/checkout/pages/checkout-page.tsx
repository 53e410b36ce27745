// Checkout /checkout/:packageName (spec §2, login required by the router): the plan card and
// the Card Payment form. The amount is the package's monthly price, 1 for an unknown name. With
// Stripe configured (GET /api/public-config) the form is Stripe Elements, loaded only here;
// without it a notice says that the test processor takes the payment.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { isPackageName, packageAmount } from '@hostel/shared-schema';
import { PageSpinner } from '../../../components/page-spinner';
import {
  TEST_PAYMENTS_TEXTS,
  TestPaymentsNotice,
} from '../../../components/test-payments/test-payments-notice';
import { usePublicConfig } from '../../../lib/providers/public-config';
import { CardPaymentForm } from '../components/card-payment-form';
import { CheckoutSuccess } from '../components/checkout-success';
import { PlanCard } from '../components/plan-card';
import { useCheckout } from '../hooks/use-checkout';
import '../components/checkout.css';

const StripeCardPaymentForm = lazy(async () => ({
  default: (await import('../stripe/stripe-card-payment-form')).StripeCardPaymentForm,
}));

export function CheckoutPage() {
  const { packageName } = useParams();
  const pack = isPackageName(packageName) ? packageName : undefined;
  const amount = packageAmount(packageName);
  const checkout = useCheckout(pack, amount);
  const config = usePublicConfig();
  const formProps = {
    amount,
    submitting: checkout.submitting,
    methodCreated: checkout.methodCreated,
    cardError: checkout.cardError,
    alreadySubscribed: checkout.alreadySubscribed,
  };
  let form;
  if (!config) form = <PageSpinner />;
  else if (config.payments.provider === 'stripe') {
    form = (
      <Suspense fallback={<PageSpinner />}>
        <StripeCardPaymentForm
          {...formProps}
          publishableKey={config.payments.publishableKey}
          onPay={(card, provider) => void checkout.pay(card, provider)}
        />
      </Suspense>
    );
  } else form = <CardPaymentForm {...formProps} onPay={(card) => void checkout.pay(card)} />;
  return (
    <section className="container section" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">
        Checkout
      </h1>
      <p className="checkout__lead muted">Subscribe to a monthly meal package, paid by card.</p>
      <TestPaymentsNotice text={TEST_PAYMENTS_TEXTS.checkout} />
      {checkout.receipt ? (
        <CheckoutSuccess receipt={checkout.receipt} />
      ) : (
        <div className="checkout">
          <PlanCard pack={pack} />
          {form}
        </div>
      )}
    </section>
  );
}
