// Payments end to end against a real server with the test-mode card processor: intents only for
// package prices, each documented test card, verification before a payment is recorded, replays
// refused, package changes only with a verified payment, and the admin's payment list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES, MESSAGES } from '@hostel/shared-schema';
import { snapshotRequestsPaymentsChat } from '../test-support/request-fixtures';
import { signedInAs, type TestUser } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const CARD = { expMonth: 12, expYear: 2040, cvc: '123', billing_details: { name: 'Anonymous' } };

async function checkout(client: ApiClient, price: number, number = '4242 4242 4242 4242') {
  const intent = await client.post('/api/create-payment-intent', { price });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const { clientSecret } = intent.body;
  const method = await client.post('/api/test-payments/payment-methods', { ...CARD, number });
  expect(method.status).toBe(200);
  const confirm = await client.post('/api/test-payments/confirm', {
    clientSecret,
    paymentMethodId: method.body.paymentMethod.id,
  });
  return { clientSecret, method, confirm, intentId: String(clientSecret).split('_secret_')[0] };
}

const subscribe = (client: ApiClient, user: TestUser, transactionId: string, extra = {}) =>
  client.post('/api/subscription-handler', {
    email: user.email,
    name: user.name,
    paymentDate: Date.now(),
    amount: 3000,
    package: 'silver',
    transactionId,
    ...extra,
  });

describe('POST /create-payment-intent', () => {
  it('creates an intent for exactly a package price', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const response = await client.post('/api/create-payment-intent', { price: 4000 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ clientSecret: expect.stringMatching(/^pi_test_.+_secret_/) });
    const row = await test.db
      .selectFrom('payment_intents')
      .selectAll()
      .where('client_secret', '=', response.body.clientSecret)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_email: user.email,
      amount: 4000,
      package: 'gold',
      provider: 'test',
      status: 'requires_payment_method',
    });
  });

  it.each([[1234], [1], [0], ['3000'], [null], [undefined]])(
    'refuses price %j (400 naming price) and changes nothing',
    async (price) => {
      const { client } = await signedInAs(test, 'general');
      const before = await snapshotRequestsPaymentsChat(test.db);
      const response = await client.post('/api/create-payment-intent', { price });
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe('price');
      expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
    },
  );

  it('refuses visitors (401) and subscribed members (409)', async () => {
    expect((await test.client().post('/api/create-payment-intent', { price: 3000 })).status).toBe(
      401,
    );
    for (const badge of ['x-silver', 'x-gold', 'x-platinum']) {
      const { client } = await signedInAs(test, 'general', { badge });
      const response = await client.post('/api/create-payment-intent', { price: 3000 });
      expect(response.status).toBe(409);
      expect(response.body.error.message).toBe(MESSAGES.alreadySubscribed);
    }
  });
});

describe('the test-mode payment flow', () => {
  it('4242… succeeds: payment recorded from the verified intent, package applied once', async () => {
    const { user, client } = await signedInAs(test, 'general', { name: 'Karim' });
    const { method, confirm, intentId, clientSecret } = await checkout(client, 3000);
    expect(method.body.paymentMethod).toMatchObject({
      id: expect.stringMatching(/^pm_test_/),
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
      billing_details: { name: 'Anonymous' },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.paymentIntent).toMatchObject({
      id: intentId,
      status: 'succeeded',
      amount: 300000,
      currency: 'bdt',
      client_secret: clientSecret,
    });

    const recorded = await subscribe(client, user, intentId, {
      name: 'Somebody',
      paymentDate: 1,
    });
    expect(recorded.status).toBe(201);
    expect(recorded.body).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const payment = await test.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', recorded.body.insertedId)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      email: user.email,
      name: 'Karim',
      amount: 3000,
      package: 'silver',
      transaction_id: intentId,
      applied: 0,
    });
    expect(payment.payment_date).toBeGreaterThan(1);

    const before = await snapshotRequestsPaymentsChat(test.db);
    const replay = await subscribe(client, user, intentId);
    expect(replay.status).toBe(409);
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);

    const wrongPack = await client.patch('/api/change-package', undefined, {
      email: user.email,
      pack: 'gold',
    });
    expect(wrongPack.status).toBe(409);
    const changed = await client.patch('/api/change-package', undefined, {
      email: user.email,
      pack: 'silver',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
    const row = await test.db
      .selectFrom('users')
      .select(['badge', 'package'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ badge: 'x-silver', package: 'silver' });
    const twice = await client.patch('/api/change-package', undefined, {
      email: user.email,
      pack: 'silver',
    });
    expect(twice.status).toBe(409);
    const again = await client.post('/api/create-payment-intent', { price: 5000 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MESSAGES.alreadySubscribed);
  });

  it.each([
    ['4000 0000 0000 0002', 'card_declined', CARD_MESSAGES.declined],
    ['4000 0000 0000 9995', 'card_declined', CARD_MESSAGES.insufficientFunds],
    ['4000 0000 0000 0069', 'expired_card', CARD_MESSAGES.expired],
    ['4000 0000 0000 0127', 'incorrect_cvc', CARD_MESSAGES.incorrectCvc],
  ])('%s is refused at confirmation with the provider message', async (number, code, message) => {
    const { user, client } = await signedInAs(test, 'general');
    const { confirm, intentId } = await checkout(client, 5000, number);
    expect(confirm.status).toBe(402);
    expect(confirm.body.error).toMatchObject({ type: 'card_error', code, message });
    const before = await snapshotRequestsPaymentsChat(test.db);
    const recorded = await subscribe(client, user, intentId, { amount: 5000, package: 'platinum' });
    expect(recorded.status).toBe(409);
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });

  it.each([
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, CARD_MESSAGES.invalidNumber],
    [
      'a past expiry',
      { number: '4242424242424242', expYear: 2020 },
      CARD_MESSAGES.invalidExpiryYear,
    ],
    ['a short CVC', { number: '4242424242424242', cvc: '1' }, CARD_MESSAGES.incompleteCvc],
  ])('refuses %s when the payment method is created', async (_label, card, message) => {
    const { client } = await signedInAs(test, 'general');
    const response = await client.post('/api/test-payments/payment-methods', { ...CARD, ...card });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ type: 'validation_error', message });
  });

  it('refuses an unknown client secret, a forged payment method and a second confirm', async () => {
    const { client } = await signedInAs(test, 'general');
    const { clientSecret, method } = await checkout(client, 3000);
    const unknown = await client.post('/api/test-payments/confirm', {
      clientSecret: 'pi_nope_secret_x',
      paymentMethodId: method.body.paymentMethod.id,
    });
    expect(unknown.status).toBe(404);
    const again = await client.post('/api/test-payments/confirm', {
      clientSecret,
      paymentMethodId: method.body.paymentMethod.id,
    });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('payment_intent_unexpected_state');

    const other = await client.post('/api/create-payment-intent', { price: 3000 });
    const forged = await client.post('/api/test-payments/confirm', {
      clientSecret: other.body.clientSecret,
      paymentMethodId: method.body.paymentMethod.id.replace(/.$/, 'A') + 'x',
    });
    expect(forged.status).toBe(400);
    expect((await client.post('/api/test-payments/confirm', [])).status).toBe(400);
    expect((await client.post('/api/test-payments/confirm', {})).status).toBe(400);
  });
});

describe('POST /subscription-handler', () => {
  it('refuses an intent that has not been confirmed, or is someone else', async () => {
    const a = await signedInAs(test, 'general');
    const b = await signedInAs(test, 'general');
    const pending = await a.client.post('/api/create-payment-intent', { price: 3000 });
    const pendingId = String(pending.body.clientSecret).split('_secret_')[0];
    const before = await snapshotRequestsPaymentsChat(test.db);
    expect((await subscribe(a.client, a.user, pendingId)).status).toBe(409);

    const { intentId } = await checkout(a.client, 3000);
    const paid = await snapshotRequestsPaymentsChat(test.db);
    expect((await subscribe(b.client, b.user, intentId)).status).toBe(409);
    expect((await subscribe(b.client, a.user, intentId)).status).toBe(403);
    expect((await subscribe(test.client(), a.user, intentId)).status).toBe(401);
    expect((await subscribe(a.client, a.user, intentId, { amount: 5000 })).status).toBe(409);
    expect((await subscribe(a.client, a.user, intentId, { package: 'gold' })).status).toBe(409);
    expect((await subscribe(a.client, a.user, 'pi_unknown')).status).toBe(409);
    expect((await subscribe(a.client, a.user, '')).status).toBe(400);
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(paid);
    expect(before.payments).toEqual(paid.payments);
    expect((await subscribe(a.client, a.user, intentId)).status).toBe(201);
  });
});

describe('PATCH /change-package', () => {
  it('refuses without a verified payment, for another user, bad packs and visitors', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const other = await signedInAs(test, 'general');
    const before = await snapshotRequestsPaymentsChat(test.db);
    const query = { email: user.email, pack: 'gold' };
    expect((await client.patch('/api/change-package', undefined, query)).status).toBe(409);
    expect((await other.client.patch('/api/change-package', undefined, query)).status).toBe(403);
    expect((await test.client().patch('/api/change-package', undefined, query)).status).toBe(401);
    const bad = await client.patch('/api/change-package', undefined, { ...query, pack: 'diamond' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('pack');
    expect(await snapshotRequestsPaymentsChat(test.db)).toEqual(before);
  });
});

describe('GET /all-payments', () => {
  it('lists every payment, newest first, for admins only', async () => {
    expect((await test.client().get('/api/all-payments')).status).toBe(401);
    const { client: general } = await signedInAs(test, 'general');
    expect((await general.get('/api/all-payments')).status).toBe(403);

    const payer = await signedInAs(test, 'general');
    const { intentId } = await checkout(payer.client, 3000);
    await subscribe(payer.client, payer.user, intentId);
    const admin = await signedInAs(test, 'admin');
    const response = await admin.client.get('/api/all-payments');
    expect(response.status).toBe(200);
    const { payments, count } = response.body;
    expect(count).toBe(payments.length);
    expect(Object.keys(payments[0]).sort()).toEqual(
      ['_id', 'amount', 'email', 'paymentDate', 'transactionId'].sort(),
    );
    const dates = payments.map((p: any) => p.paymentDate);
    expect(dates).toEqual([...dates].sort((x, y) => y - x));
    expect(payments.some((p: any) => p.transactionId === intentId)).toBe(true);
  });
});

describe('another payment provider', () => {
  it('mounts no test-payment endpoints; an unreachable Stripe answers 502', async () => {
    // Stripe's own path is tested against a fake of its API in payments.stripe.test.ts.
    const stripe = await startTestServer({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const { client } = await signedInAs(stripe, 'general');
      const method = await client.post('/api/test-payments/payment-methods', {
        ...CARD,
        number: '4242424242424242',
      });
      expect(method.status).toBe(404);
      expect((await client.post('/api/create-payment-intent', { price: 3000 })).status).toBe(502);
    } finally {
      await stripe.close();
    }
  });
});
