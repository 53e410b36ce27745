// A renewal paid through Stripe (the real `stripe` SDK against the local fake of Stripe's API) for
// a resident who closed the tab: the signed webhook alone extends the cover, once, whatever
// replays and new event ids for the same payment arrive; the resident's own renewal call
// afterwards claims that payment without extending the cover again, and a second claim is a
// replay. The server's clock is settable, so the renewal window opens on the test's date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate } from '@hostel/shared-schema';
import { signedInAs } from '../../test-support/accounts';
import type { ApiClient } from '../../test-support/api-client';
import { startFakeStripeApi, type FakeStripeApi } from '../../test-support/fake-stripe-api';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const WEBHOOK_SECRET = 'whsec_test_hostel_meals_renewals_0123';
/** An instant given as the hostel's wall time (Asia/Dhaka, UTC+6, the default setting). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+06:00`);
const FIRST = '2026-11-27';
const day = (offset: number) => addDaysToDate(FIRST, offset);

const clock = new SettableClock(at(FIRST, '09:00'));
let stripe: FakeStripeApi;
let test: TestServer;

beforeAll(async () => {
  stripe = await startFakeStripeApi();
  test = await startTestServer(
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_hostel',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_hostel',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
    { clock },
  );
});
afterAll(async () => {
  await test?.close();
  await stripe?.close();
});

/** The intent behind a client secret, paid by card now (by the server's clock). */
function paidNow(clientSecret: string) {
  const id = clientSecret.split('_secret_')[0]!;
  stripe.intents.get(id)!.created = Math.floor(clock.now() / 1000);
  return stripe.succeed(id);
}

async function webhook(intentId: string, eventId?: string) {
  const event = stripe.signedEvent(WEBHOOK_SECRET, {
    id: eventId,
    type: 'payment_intent.succeeded',
    object: stripe.intents.get(intentId)!,
  });
  const response = await fetch(`${test.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    body: event.body,
  });
  return { status: response.status, body: await response.json() };
}

const coveredUntil = async (client: ApiClient) =>
  (await client.get('/api/package-cover')).body.coveredUntil as string;
const periodsOf = (email: string) =>
  test.db
    .selectFrom('package_covers')
    .select(['starts', 'ends', 'paid'])
    .where('email', '=', email)
    .orderBy('starts')
    .execute();

describe('a renewal through the Stripe webhook', () => {
  it('extends the cover once from the webhook alone; the own call then claims it', async () => {
    const { client, user } = await signedInAs(test, 'general');
    // The first package, also granted by the webhook (the tab closed after paying).
    const bought = await client.post('/api/create-payment-intent', { price: 4000 });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const first = paidNow(bought.body.clientSecret);
    expect(await webhook(first.id)).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await coveredUntil(client)).toBe(day(29));

    clock.set(at(day(24), '10:00'));
    const intent = await client.post('/api/package-renewal/intent', {});
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    const renewal = paidNow(intent.body.clientSecret);
    expect(renewal.amount).toBe(400000); // the package's price in poisha, set by the server

    const event = 'evt_renewal_once';
    expect(await webhook(renewal.id, event)).toMatchObject({
      status: 200,
      body: { duplicate: false },
    });
    expect(await coveredUntil(client)).toBe(day(59));
    // The same event again, and a new event for the same payment: nothing more.
    expect(await webhook(renewal.id, event)).toMatchObject({
      status: 200,
      body: { duplicate: true },
    });
    expect(await webhook(renewal.id)).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await coveredUntil(client)).toBe(day(59));
    expect(await periodsOf(user.email)).toEqual([
      { starts: day(0), ends: day(29), paid: 4000 },
      { starts: day(30), ends: day(59), paid: 4000 },
    ]);

    // The resident's page comes back and confirms: the payment is claimed, not paid twice.
    const claimed = await client.post('/api/package-renewal', { transactionId: renewal.id });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    expect(claimed.body.coveredUntil).toBe(day(59));
    const replayed = await client.post('/api/package-renewal', { transactionId: renewal.id });
    expect(replayed.status).toBe(409);
    expect(await periodsOf(user.email)).toHaveLength(2);
    const payments = await test.db
      .selectFrom('payments')
      .select('transaction_id')
      .where('email', '=', user.email)
      .execute();
    expect(payments).toHaveLength(2);
  });
});
