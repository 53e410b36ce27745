// The payment flow step by step with a stub provider and stub calls: which outcome each failure
// gives (spec §8) and what is sent.
import { describe, expect, it, vi } from 'vitest';
import { CARD_MESSAGES, MESSAGES, type CardProviderError } from '@hostel/shared-schema';
import { ApiError } from '../../lib/api';
import { billingFor, PLACEHOLDER_EMAIL } from './billing';
import { formatCardNumber, formatExpiry } from './card-input-format';
import { runCheckout, type CheckoutDeps } from './checkout-flow';
import { splitExpiry, type PaymentProvider } from './payment-provider';

const declined: CardProviderError = {
  type: 'card_error',
  code: 'card_declined',
  message: CARD_MESSAGES.declined,
};

function setup(overrides: Partial<Record<string, unknown>> = {}) {
  const provider: PaymentProvider = {
    createPaymentMethod: vi.fn(
      async () => overrides.method ?? { paymentMethod: { id: 'pm_1' } },
    ) as unknown as PaymentProvider['createPaymentMethod'],
    confirmCardPayment: vi.fn(
      async () => overrides.confirm ?? { paymentIntent: { id: 'pi_1', status: 'succeeded' } },
    ) as unknown as PaymentProvider['confirmCardPayment'],
  };
  const api = {
    createPaymentIntent: vi.fn(async () => {
      if (overrides.intentError) throw overrides.intentError;
      return { clientSecret: 'pi_1_secret' };
    }),
    subscriptionHandler: vi.fn(
      async () => overrides.stored ?? { acknowledged: true, insertedId: 'p' },
    ),
    changePackage: vi.fn(
      async () => overrides.changed ?? { acknowledged: true, matchedCount: 1, modifiedCount: 1 },
    ),
  };
  const onMethodCreated = vi.fn();
  const deps = { provider, api, now: () => 1234, onMethodCreated } as unknown as CheckoutDeps;
  const input = {
    pack: 'gold' as const,
    amount: 4000,
    email: 'r@hostel.test',
    card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    billing: { name: 'R', email: 'r@hostel.test' },
  };
  return { provider, api, onMethodCreated, run: () => runCheckout(input, deps) };
}

describe('runCheckout', () => {
  it('pays: intent, method, confirm, subscription record, package change', async () => {
    const { api, provider, onMethodCreated, run } = setup();
    expect(await run()).toEqual({
      kind: 'paid',
      receipt: { package: 'gold', amount: 4000, transactionId: 'pi_1', paymentDate: 1234 },
    });
    expect(api.createPaymentIntent).toHaveBeenCalledWith(4000);
    expect(provider.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret', 'pm_1');
    expect(onMethodCreated).toHaveBeenCalledOnce();
    expect(api.subscriptionHandler).toHaveBeenCalledWith({
      email: 'r@hostel.test',
      name: 'R',
      paymentDate: 1234,
      amount: 4000,
      package: 'gold',
      transactionId: 'pi_1',
    });
    expect(api.changePackage).toHaveBeenCalledWith('r@hostel.test', 'gold');
  });

  it.each([
    ['a card error at creation', { method: { error: declined } }, CARD_MESSAGES.declined],
    ['a card error at confirmation', { confirm: { error: declined } }, CARD_MESSAGES.declined],
    [
      'another provider error',
      { confirm: { error: { type: 'invalid_request_error', code: 'x', message: 'No such' } } },
      MESSAGES.unexpectedError,
    ],
    [
      'an unconfirmed intent',
      { confirm: { paymentIntent: { id: 'pi_1', status: 'requires_payment_method' } } },
      MESSAGES.unexpectedError,
    ],
  ])('%s shows the message under the form', async (_, overrides, message) => {
    const { api, run } = setup(overrides);
    expect(await run()).toEqual({ kind: 'card-error', message });
    expect(api.subscriptionHandler).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a failed intent call',
      { intentError: new ApiError(500, 'http/500', 'x') },
      MESSAGES.somethingWentWrong,
    ],
    [
      'an already subscribed member',
      { intentError: new ApiError(409, 'already_subscribed', 'x') },
      MESSAGES.alreadySubscribed,
    ],
    ['an unacknowledged record', { stored: { acknowledged: false } }, MESSAGES.somethingWentWrong],
    ['an unmodified package', { changed: { modifiedCount: 0 } }, MESSAGES.somethingWentWrong],
  ])('%s gives a toast', async (_, overrides, message) => {
    expect(await setup(overrides).run()).toEqual({ kind: 'failed', message });
  });
});

describe('card input and billing', () => {
  it.each([
    ['12/34', { expMonth: '12', expYear: '34' }],
    ['1234', { expMonth: '12', expYear: '34' }],
    ['03 / 2031', { expMonth: '03', expYear: '2031' }],
    ['', { expMonth: '', expYear: '' }],
  ])('splits expiry %j', (text, expected) => expect(splitExpiry(text)).toEqual(expected));

  it('formats while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('1')).toBe('1');
  });

  it("defaults the billing name to 'Anonymous' and the email to a placeholder", () => {
    expect(billingFor({ name: '', email: '' })).toEqual({
      name: 'Anonymous',
      email: PLACEHOLDER_EMAIL,
    });
    expect(billingFor({ name: 'Rina', email: 'r@x.test' })).toEqual({
      name: 'Rina',
      email: 'r@x.test',
    });
  });
});
