// PAYMENT_PROVIDER=stripe end to end: the real server's `stripe` SDK talks to a local fake of
// Stripe's API (test-support/fake-stripe-api.ts). The intent is the package price in
// STRIPE_CURRENCY whatever the client sends; subscription-handler trusts only what Stripe reports
// (succeeded, amount and currency, owner); a transaction is used once; the signed webhook grants
// the package once, before or after the resident's own calls; refunds and disputes are recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs, type TestUser } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startFakeStripeApi, type FakeStripeApi } from '../test-support/fake-stripe-api';
import { startTestServer, type TestServer } from '../test-support/test-server';

const WEBHOOK_SECRET = 'whsec_test_hostel_meals_0123456789';
let stripe: FakeStripeApi;
let test: TestServer;

beforeAll(async () => {
  stripe = await startFakeStripeApi();
  test = await startTestServer({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_hostel',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_hostel',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  });
});
afterAll(async () => {
  await test?.close();
  await stripe?.close();
});

async function newIntent(client: ApiClient, price = 3000) {
  const answer = await client.post('/api/create-payment-intent', { price });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const id = String(answer.body.clientSecret).split('_secret_')[0]!;
  return { clientSecret: answer.body.clientSecret as string, intent: stripe.intents.get(id)! };
}

const subscribe = (client: ApiClient, user: TestUser, transactionId: string) =>
  client.post('/api/subscription-handler', {
    email: user.email,
    name: user.name,
    paymentDate: Date.now(),
    amount: 3000,
    package: 'silver',
    transactionId,
  });

async function badgeOf(user: TestUser) {
  const row = await test.db
    .selectFrom('users')
    .select(['badge', 'package'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row;
}

async function sendWebhook(body: string, signature: string) {
  const response = await fetch(`${test.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body,
  });
  return { status: response.status, body: (await response.json()) as { duplicate?: boolean } };
}

const succeededEvent = (intentId: string, id?: string) =>
  stripe.signedEvent(WEBHOOK_SECRET, {
    id,
    type: 'payment_intent.succeeded',
    object: stripe.intents.get(intentId)!,
  });

describe('create-payment-intent through the stripe SDK', () => {
  it('creates the intent for the package price in BDT poisha, owner in the metadata', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const { clientSecret, intent } = await newIntent(client, 4000);
    expect(clientSecret).toBe(intent.client_secret);
    expect(intent).toMatchObject({
      amount: 400000,
      currency: 'bdt',
      metadata: { email: user.email, package: 'gold' },
    });
  });

  it('refuses a price that is no package price, and says nothing to Stripe', async () => {
    const { client } = await signedInAs(test, 'general');
    const before = stripe.requests.length;
    const answer = await client.post('/api/create-payment-intent', { price: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('price');
    expect(stripe.requests.length).toBe(before);
  });
});

describe('subscription-handler verifies with Stripe', () => {
  it('grants after a succeeded intent, once: the same transaction again is refused', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const { intent } = await newIntent(client);
    stripe.succeed(intent.id);
    const stored = await subscribe(client, user, intent.id);
    expect(stored.status).toBe(201);
    expect(stored.body.acknowledged).toBe(true);
    const changed = await client.patch(
      `/api/change-package?email=${encodeURIComponent(user.email)}&pack=silver`,
    );
    expect(changed.body.modifiedCount).toBe(1);
    expect(await badgeOf(user)).toEqual({ badge: 'x-silver', package: 'silver' });
    expect((await subscribe(client, user, intent.id)).status).toBe(409);
    expect(stripe.requests).toContain(`GET /v1/payment_intents/${intent.id}`);
  });

  it.each([
    ['a declined (never succeeded) intent', () => undefined, 'has not succeeded'],
    [
      'an amount that is not the package price',
      (i: { amount: number }) => (i.amount = 100),
      'amount',
    ],
    ['another currency', (i: { currency: string }) => (i.currency = 'usd'), 'currency'],
  ])('refuses %s', async (_name, alter, why) => {
    const { user, client } = await signedInAs(test, 'general');
    const { intent } = await newIntent(client);
    if (alter.length > 0) stripe.succeed(intent.id);
    alter(intent as never);
    const answer = await subscribe(client, user, intent.id);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'payment_not_verified' });
    expect(answer.body.error.message).toMatch(why);
    expect(await badgeOf(user)).toEqual({ badge: 'bronze', package: '' });
  });

  it("refuses another user's intent, and an id Stripe does not know", async () => {
    const owner = await signedInAs(test, 'general');
    const thief = await signedInAs(test, 'general');
    const { intent } = await newIntent(owner.client);
    stripe.succeed(intent.id);
    expect((await subscribe(thief.client, thief.user, intent.id)).status).toBe(409);
    expect((await subscribe(thief.client, thief.user, 'pi_unknown123')).status).toBe(409);
    // The owner can still use it: the thief's attempt changed nothing.
    expect((await subscribe(owner.client, owner.user, intent.id)).status).toBe(201);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a forged event (wrong secret) and an unsigned one, granting nothing', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const { intent } = await newIntent(client);
    stripe.succeed(intent.id);
    const forged = stripe.signedEvent('whsec_not_the_secret', {
      type: 'payment_intent.succeeded',
      object: intent,
    });
    expect((await sendWebhook(forged.body, forged.signature)).status).toBe(400);
    const good = succeededEvent(intent.id);
    expect((await sendWebhook(good.body.replace('3000', '3001'), good.signature)).status).toBe(400);
    expect((await sendWebhook(good.body, '')).status).toBe(400);
    expect(await badgeOf(user)).toEqual({ badge: 'bronze', package: '' });
  });

  it('grants the package of a resident who closed the tab; a replay grants once', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const { intent } = await newIntent(client);
    stripe.succeed(intent.id);
    const event = succeededEvent(intent.id);
    expect(await sendWebhook(event.body, event.signature)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(await badgeOf(user)).toEqual({ badge: 'x-silver', package: 'silver' });
    expect(await sendWebhook(event.body, event.signature)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    const again = succeededEvent(intent.id); // a new event id for the same payment
    expect((await sendWebhook(again.body, again.signature)).body.duplicate).toBe(false);
    const payments = await test.db
      .selectFrom('payments')
      .selectAll()
      .where('transaction_id', '=', intent.id)
      .execute();
    expect(payments).toHaveLength(1);
  });

  it("arriving before subscription-handler: the resident's own calls still succeed, once", async () => {
    const { user, client } = await signedInAs(test, 'general');
    const { intent } = await newIntent(client);
    stripe.succeed(intent.id);
    const event = succeededEvent(intent.id);
    await sendWebhook(event.body, event.signature);
    expect((await subscribe(client, user, intent.id)).status).toBe(201);
    const changed = await client.patch(
      `/api/change-package?email=${encodeURIComponent(user.email)}&pack=silver`,
    );
    expect(changed.body.modifiedCount).toBe(1);
    expect((await subscribe(client, user, intent.id)).status).toBe(409);
    const twice = await client.patch(
      `/api/change-package?email=${encodeURIComponent(user.email)}&pack=silver`,
    );
    expect(twice.status).toBe(409);
  });

  it('arriving after subscription-handler (and after change-package) changes nothing', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const { intent } = await newIntent(client);
    stripe.succeed(intent.id);
    expect((await subscribe(client, user, intent.id)).status).toBe(201);
    const between = succeededEvent(intent.id);
    await sendWebhook(between.body, between.signature);
    expect(await badgeOf(user)).toEqual({ badge: 'x-silver', package: 'silver' });
    const changed = await client.patch(
      `/api/change-package?email=${encodeURIComponent(user.email)}&pack=silver`,
    );
    expect(changed.body.modifiedCount).toBe(1);
    const after = succeededEvent(intent.id);
    expect((await sendWebhook(after.body, after.signature)).status).toBe(200);
    const rows = await test.db
      .selectFrom('payments')
      .select(['applied', 'client_claimed'])
      .where('transaction_id', '=', intent.id)
      .execute();
    expect(rows).toEqual([{ applied: 1, client_claimed: 1 }]);
  });

  it('grants nothing for an intent this server did not create or with a wrong amount', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const { intent } = await newIntent(client);
    stripe.succeed(intent.id);
    const cheap = stripe.signedEvent(WEBHOOK_SECRET, {
      type: 'payment_intent.succeeded',
      object: { ...intent, amount: 100 },
    });
    expect((await sendWebhook(cheap.body, cheap.signature)).status).toBe(200);
    const foreign = stripe.signedEvent(WEBHOOK_SECRET, {
      type: 'payment_intent.succeeded',
      object: { ...intent, id: 'pi_elsewhere1' },
    });
    expect((await sendWebhook(foreign.body, foreign.signature)).status).toBe(200);
    expect(await badgeOf(user)).toEqual({ badge: 'bronze', package: '' });
  });

  it('records a refund and a dispute, shown on the admin payments list', async () => {
    const { user, client } = await signedInAs(test, 'general');
    const admin = await signedInAs(test, 'admin');
    const { intent } = await newIntent(client);
    stripe.succeed(intent.id);
    await subscribe(client, user, intent.id);
    const charge = { id: 'ch_1', object: 'charge', payment_intent: intent.id, currency: 'bdt' };
    const refund = stripe.signedEvent(WEBHOOK_SECRET, {
      type: 'charge.refunded',
      object: { ...charge, amount: 300000, amount_refunded: 300000, refunded: true },
    });
    const dispute = stripe.signedEvent(WEBHOOK_SECRET, {
      type: 'charge.dispute.created',
      object: {
        id: 'dp_1',
        object: 'dispute',
        payment_intent: intent.id,
        amount: 300000,
        currency: 'bdt',
        status: 'needs_response',
      },
    });
    expect((await sendWebhook(refund.body, refund.signature)).status).toBe(200);
    expect((await sendWebhook(dispute.body, dispute.signature)).status).toBe(200);
    expect((await sendWebhook(dispute.body, dispute.signature)).body.duplicate).toBe(true);
    const list = await admin.client.get('/api/all-payments');
    const row = list.body.payments.find(
      (payment: { transactionId: string }) => payment.transactionId === intent.id,
    );
    // Both reported within the same second: order between them is not part of the contract.
    expect(row.adjustments).toHaveLength(2);
    expect(row.adjustments).toEqual(
      expect.arrayContaining([
        { kind: 'refund', amount: 3000, status: 'refunded', date: expect.any(Number) },
        { kind: 'dispute', amount: 3000, status: 'needs_response', date: expect.any(Number) },
      ]),
    );
  });
});

describe('GET /api/public-config', () => {
  it('names Stripe with the publishable key only', async () => {
    const answer = await test.client().get('/api/public-config');
    expect(answer.body).toEqual({
      payments: { provider: 'stripe', publishableKey: 'pk_test_hostel' },
      identity: { provider: 'embedded' },
      passwordReset: 'admin-link',
      push: { vapidPublicKey: expect.any(String) },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/sk_test|whsec/);
  });
});
