// "Never a 500 for client input": every meals, likes and reviews call gets odd bodies, queries
// and ids from a signed-in admin (who passes every role check) and must answer 4xx or 2xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMealVia } from '../test-support/meal-fixtures';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
let admin: ApiClient;
let mealId: string;

beforeAll(async () => {
  test = await startTestServer();
  admin = (await signedInAs(test, 'admin')).client;
  mealId = await addMealVia(admin);
});
afterAll(() => test.close());

const bodies: unknown[] = [
  '{"a":',
  'null',
  '[]',
  '"text"',
  '42',
  { id: ['x'], email: { $ne: 1 } },
  { mealTitle: { a: 1 }, price: [1], rating: '5', ingredients: [[1]], mealId: 7 },
  { newRating: 'NaN', newReviewText: 12, rating: 1e308, review: null },
  { price: Infinity, rating: -0 },
];
const queries: Record<string, string>[] = [
  { page: '1e400', limit: '-0', search: '%', id: '' },
  { page: '9999999999999', category: 'ALL', sbp: 'L2H' },
  { sort: '', dir: '', email: '@', reviewId: 'x'.repeat(500) },
];
const routes: [string, string][] = [
  ['GET', '/api/all-meals-home'],
  ['GET', '/api/all-meals'],
  ['GET', '/api/meal/%00'],
  ['POST', '/api/add-meal'],
  ['POST', '/api/add-meal-upcoming'],
  ['GET', '/api/all-meals-admin'],
  ['PATCH', '/api/update-one-meal/MEAL'],
  ['DELETE', '/api/delete-a-meal-admin/%E2%9C%93'],
  ['GET', '/api/all-upcoming-meals'],
  ['GET', '/api/all-upcoming-meals-user'],
  ['POST', '/api/from-upcoming-to-meals/MEAL'],
  ['GET', '/api/is-liked'],
  ['PUT', '/api/inc-like'],
  ['PUT', '/api/dec-like'],
  ['GET', '/api/is-liked-upcoming'],
  ['PUT', '/api/inc-like-upcoming'],
  ['GET', '/api/meal-wise-reviews'],
  ['POST', '/api/add-review'],
  ['GET', '/api/review/MEAL'],
  ['PATCH', '/api/review-update/MEAL'],
  ['GET', '/api/my-reviews-aggrigate'],
  ['PATCH', '/api/delete-a-my-review'],
  ['GET', '/api/all-reviews-aggrigate'],
  ['PATCH', '/api/delete-one-review'],
];

describe('odd input never gets a 500', () => {
  it.each(routes)('%s %s', async (method, rawPath) => {
    const path = rawPath.replace('MEAL', mealId);
    for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : bodies) {
      for (const query of queries) {
        const response = await admin.request(method, path, { body, query });
        expect(response.status, `${JSON.stringify(body)} ${JSON.stringify(query)}`).toBeLessThan(
          500,
        );
      }
    }
  });
});
