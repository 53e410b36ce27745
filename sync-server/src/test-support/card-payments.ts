// Paying through the test-mode card processor as the PWA does: an intent from the server (the
// spec's create-payment-intent, or a renewal's), a card as the checkout form collects it, and
// the confirmation. Returns the processor's answers and the intent's id (the transaction id).
import { expect } from 'vitest';
import type { ApiClient } from './api-client';

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
const CARD = { expMonth: 12, expYear: 2040, cvc: '123', billing_details: { name: 'Anonymous' } };

/** A card as the checkout form sends it, then the confirmation of `clientSecret`'s intent. */
async function confirmWithCard(client: ApiClient, clientSecret: string, number: string) {
  const method = await client.post('/api/test-payments/payment-methods', { ...CARD, number });
  expect(method.status).toBe(200);
  const confirm = await client.post('/api/test-payments/confirm', {
    clientSecret,
    paymentMethodId: method.body.paymentMethod.id,
  });
  return { confirm, transactionId: String(clientSecret).split('_secret_')[0]! };
}

export async function payByCard(
  client: ApiClient,
  intentCall: { path: string; body: unknown },
  number = GOOD_CARD,
) {
  const intent = await client.post(intentCall.path, intentCall.body);
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  return confirmWithCard(client, intent.body.clientSecret, number);
}

/** Pays an intent the server already made (its client secret) with a good test card. */
export async function confirmTestCard(client: ApiClient, clientSecret: string) {
  const { confirm, transactionId } = await confirmWithCard(client, clientSecret, GOOD_CARD);
  expect(confirm.status).toBe(200);
  return { transactionId };
}

/** The spec's checkout: intent, card, subscription-handler, change-package. */
export async function subscribeByCard(
  client: ApiClient,
  user: { email: string; name: string },
  pack: 'silver' | 'gold' | 'platinum',
  price: number,
) {
  const { confirm, transactionId } = await payByCard(client, {
    path: '/api/create-payment-intent',
    body: { price },
  });
  expect(confirm.status).toBe(200);
  const recorded = await client.post('/api/subscription-handler', {
    email: user.email,
    name: user.name,
    paymentDate: 0,
    amount: price,
    package: pack,
    transactionId,
  });
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  const changed = await client.patch('/api/change-package', undefined, { email: user.email, pack });
  expect(changed.body.modifiedCount).toBe(1);
  return transactionId;
}

/** A renewal: its intent, the card, and the renewal call (its answer returned). */
export async function renewByCard(client: ApiClient, number = GOOD_CARD) {
  const { confirm, transactionId } = await payByCard(
    client,
    { path: '/api/package-renewal/intent', body: {} },
    number,
  );
  const renewal = await client.post('/api/package-renewal', { transactionId });
  return { confirm, transactionId, renewal };
}
