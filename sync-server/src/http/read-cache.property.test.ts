// The read cache never serves a stale answer: random writes (through the API, and straight into
// the database as another process would) interleaved with reads of every cached answer, some
// racing a write; every answer must equal what a fresh query of the database answers right then
// (All Meals' totals included, which the instance also keeps per sequence: meal-totals.ts).
import fc from 'fast-check';
import {
  allMealsQuerySchema,
  syncPullQuerySchema,
  type Review,
  type SyncCollection,
} from '@hostel/shared-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReview } from '../domain/reviews/add-review';
import { addMealVia, mealBody } from '../test-support/meal-fixtures';
import { getMeal, homeMeals, searchMealsBy, userUpcomingMeals } from '../domain/meals/meal-queries';
import { titleSearchRoute } from '../db/title-search';
import { mealWiseReviews } from '../domain/reviews/review-queries';
import { checkpointFor, resumeFrom, reviewFor } from '../domain/reviews/reviewer-privacy';
import { pullChanges } from '../domain/sync/pull-changes';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { SessionUser } from './context';
import { AppError } from './errors';
import { inTransaction } from './transaction';
import { parseInput } from './validate';

let test: TestServer;
let admin: ApiClient;
let resident: ApiClient;
let residentUser: SessionUser;
let residentEmail: string;
const mealIds: string[] = [];
let cacheHits = 0;

beforeAll(async () => {
  test = await startTestServer();
  admin = (await signedInAs(test, 'admin')).client;
  const signedIn = await signedInAs(test, 'general');
  resident = signedIn.client;
  residentUser = { ...signedIn.user, badge: 'bronze' };
  residentEmail = signedIn.user.email;
  for (const [index, type] of ['breakfast', 'lunch', 'dinner', 'lunch', 'dinner'].entries()) {
    mealIds.push(
      await addMealVia(admin, {
        mealTitle: `Meal ${index} rice`,
        mealType: type,
        price: 50 + index,
      }),
    );
  }
  await addMealVia(admin, { mealTitle: 'Upcoming soup' }, true);
});

afterAll(() => test?.close());

/** What the database answers right now, without any cache: [status, JSON text]. */
async function fresh(url: URL): Promise<[number, string]> {
  const db = test.db;
  const query = Object.fromEntries(url.searchParams);
  const path = url.pathname;
  try {
    let body: unknown;
    // Every total counted afresh too, not the ones the instance keeps (meal-totals.ts).
    if (path === '/api/all-meals')
      body = await searchMealsBy(db, parseInput(allMealsQuerySchema, query), titleSearchRoute);
    else if (path === '/api/all-meals-home') body = await homeMeals(db);
    else if (path === '/api/all-upcoming-meals-user') body = await userUpcomingMeals(db);
    else if (path.startsWith('/api/meal/')) body = await getMeal(db, path.split('/')[3]!);
    // The reads come signed out: reviewers' e-mails left out (reviewer-privacy.ts).
    else if (path === '/api/meal-wise-reviews')
      body = (await mealWiseReviews(db, query.id!)).map((review) => reviewFor(review));
    else {
      const collection = path.split('/')[3] as SyncCollection;
      const pull = parseInput(syncPullQuerySchema, query);
      const checkpoint = pull.id !== undefined ? { id: pull.id, seq: pull.seq ?? 0 } : undefined;
      if (collection === 'reviews') {
        const page = await pullChanges(db, collection, {
          batchSize: pull.batchSize,
          checkpoint: resumeFrom(checkpoint),
        });
        body = {
          documents: page.documents.map((doc) => reviewFor(doc as unknown as Review)),
          checkpoint: checkpointFor(page.checkpoint),
        };
      } else body = await pullChanges(db, collection, { batchSize: pull.batchSize, checkpoint });
    }
    return [200, JSON.stringify(body)];
  } catch (error) {
    if (error instanceof AppError) return [error.status, ''];
    throw error;
  }
}

const meal = fc.nat({ max: 4 }).map((index) => () => mealIds[index]!);
const readArb = fc.oneof(
  fc
    .record({
      search: fc.constantFrom('', 'rice', 'meal 1', 'zzz'),
      category: fc.constantFrom('all', 'breakfast', 'lunch', 'dinner'),
      sbp: fc.constantFrom('l2h', 'h2l'),
      page: fc.constantFrom(0, 4),
      // The label filters are part of the URL, hence of the cache key.
      diet: fc.constantFrom('', 'vegan', 'chicken'),
      without: fc.constantFrom('', 'milk', 'gluten,eggs'),
    })
    .map((q) => () => `/api/all-meals?${new URLSearchParams(q as never)}`),
  meal.map((id) => () => `/api/meal/${id()}`),
  meal.map((id) => () => `/api/meal-wise-reviews?id=${id()}`),
  fc.constant(() => '/api/all-meals-home'),
  fc.constant(() => '/api/all-upcoming-meals-user'),
  fc
    .constantFrom('meals', 'reviews', 'upcoming-meals')
    .chain((name) =>
      fc.constantFrom(3, 100).map((size) => () => `/api/sync/${name}/pull?batchSize=${size}`),
    ),
);

type Write = () => Promise<unknown>;
const writeArb: fc.Arbitrary<Write> = fc.oneof(
  fc.tuple(meal, fc.boolean()).map(
    ([id, liked]) =>
      () =>
        resident.put(liked ? '/api/inc-like' : '/api/dec-like', { id: id(), email: residentEmail }),
  ),
  fc.tuple(meal, fc.integer({ min: 1, max: 5 })).map(
    ([id, rating]) =>
      () =>
        resident.post('/api/add-review', { mealId: id(), rating, review: 'Nice' }),
  ),
  // Another process writing to the same database: no event in this one, only the sequence.
  meal.map((id) => async () => {
    await inTransaction(test.db, (trx) =>
      addReview(trx, residentUser, { mealId: id(), rating: 3, review: 'From elsewhere' }),
    ).catch(() => undefined); // the meal may be deleted by now
  }),
  fc.tuple(meal, fc.integer({ min: 1, max: 900 })).map(
    ([id, price]) =>
      () =>
        admin.patch(`/api/update-one-meal/${id()}`, {
          ...mealBody({ mealTitle: `Meal ${price} rice` }),
          price,
        }),
  ),
  fc.constant(async () => {
    mealIds.push(await addMealVia(admin, { mealTitle: 'Another rice meal' }));
  }),
  meal.map((id) => () => admin.delete(`/api/delete-a-meal-admin/${id()}`)),
);

type Step =
  | { kind: 'read'; url: () => string }
  | { kind: 'write'; run: Write }
  | { kind: 'race'; run: Write; url: () => string };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: readArb.map((url) => ({ kind: 'read' as const, url })) },
  { weight: 2, arbitrary: writeArb.map((run) => ({ kind: 'write' as const, run })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(writeArb, readArb)
      .map(([run, url]) => ({ kind: 'race' as const, run, url })),
  },
);

async function readAndCompare(path: string): Promise<void> {
  const response = await fetch(`${test.url}${path}`); // asks for gzip/br: the encoded copies too
  const text = await response.text();
  if (response.headers.get('x-cache') === 'hit') cacheHits += 1;
  const [status, expected] = await fresh(new URL(path, test.url));
  expect(response.status, path).toBe(status);
  if (status === 200) expect(text, path).toBe(expected);
}

describe('the read cache', () => {
  it('answers every read exactly as a fresh query would, whatever was written before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 5, maxLength: 30 }), async (steps) => {
        for (const step of steps) {
          if (step.kind === 'write') await step.run();
          else if (step.kind === 'read') {
            // Twice: the second read is the one a cache could get wrong.
            await readAndCompare(step.url());
            await readAndCompare(step.url());
          } else {
            const url = step.url();
            await Promise.all([step.run(), fetch(`${test.url}${url}`).then((r) => r.text())]);
            await readAndCompare(url);
          }
        }
      }),
      { numRuns: 25 },
    );
    expect(cacheHits).toBeGreaterThan(20); // the cache really answered
  }, 240_000);
});
