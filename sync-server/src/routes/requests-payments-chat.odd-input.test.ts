// Odd input never gets a 500: every call of the requests, payments, admin and chat areas with
// wrong types, arrays, nulls, huge strings and repeated query keys, as a visitor, a resident and
// an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let clients: Record<string, ApiClient>;
beforeAll(async () => {
  test = await startTestServer();
  clients = {
    visitor: test.client(),
    resident: (await signedInAs(test, 'general', { badge: 'x-gold' })).client,
    admin: (await signedInAs(test, 'admin')).client,
  };
});
afterAll(() => test.close());

const BODIES: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { email: ['a@b.co'], mealId: { $gt: '' }, price: '3000', userId: null },
  { email: 'x'.repeat(5000), transactionId: 'y'.repeat(5000), text: 7, sender: {}, receiver: [] },
  { number: 4242424242424242, expMonth: {}, expYear: [], cvc: null, billing_details: 'x' },
  { clientSecret: { a: 1 }, paymentMethodId: 5 },
];
const QUERIES = [
  '',
  '?email=&id=&page=&sort=&search=',
  '?email=a@b.co&email=c@d.co',
  '?page=-1&sort=zzz&search=%25%5F%5C',
  '?page=1e99&pack[]=gold&email=a@b.co',
  `?search=${'z'.repeat(3000)}`,
];
const CALLS: [string, string][] = [
  ['GET', '/api/check-requested-meal'],
  ['POST', '/api/add-requested-meal'],
  ['GET', '/api/my-requested-meals'],
  ['DELETE', '/api/delete-requested-meal/%00'],
  ['GET', '/api/all-requested-meals'],
  ['PATCH', `/api/update-requested-meal/${'x'.repeat(300)}`],
  ['POST', '/api/create-payment-intent'],
  ['POST', '/api/subscription-handler'],
  ['PATCH', '/api/change-package'],
  ['GET', '/api/all-payments'],
  ['POST', '/api/test-payments/payment-methods'],
  ['POST', '/api/test-payments/confirm'],
  ['GET', '/api/admin-profile'],
  ['GET', '/api/admin-profile-data'],
  ['GET', '/api/all-conversations'],
  ['GET', '/api/messages/%20'],
  ['GET', '/api/user-messages/x'],
  ['GET', '/api/user-conversation/x'],
  ['POST', '/api/conversation'],
  ['PATCH', '/api/user-chatting/x'],
  ['POST', '/api/send-message'],
];

describe('odd input', () => {
  it.each(CALLS)('%s %s never answers 500', async (method, path) => {
    for (const client of Object.values(clients)) {
      for (const query of QUERIES) {
        for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : BODIES) {
          const response = await client.request(method, path + query, {
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          expect(response.status, `${method} ${path}${query} ${JSON.stringify(body)}`).toBeLessThan(
            500,
          );
        }
      }
    }
  });
});
