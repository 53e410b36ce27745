// The benchmark data set, small: the real server starts on it, its counters equal its rows, a
// bench resident signs in and pulls their own likes, and the manifest's search and checkpoints
// mean what they say.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../sync-server/src/test-support/test-server';
import { makeDataset, RESIDENT_PASSWORD, type DatasetManifest } from './make-dataset';

const SIZE = { meals: 120, reviews: 900, residents: 30 };
let dataDir: string;
let manifest: DatasetManifest;
let test: TestServer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-dataset-'));
  manifest = await makeDataset(dataDir, SIZE);
  test = await startTestServer({ DATA_DIR: dataDir });
});

afterAll(async () => {
  await test?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the benchmark data set', () => {
  it('holds the asked numbers of meals, reviews and residents', async () => {
    const all = await test.client().get('/api/all-meals', { page: 0, limit: 4 });
    expect(all.body.total).toBe(SIZE.meals);
    expect(manifest.counts).toMatchObject({ meals: 120, reviews: 900, users: 31 });
    expect(manifest.residents).toHaveLength(SIZE.residents);
  });

  it('keeps every counter equal to its rows', async () => {
    const home = await test.client().get('/api/all-meals-home');
    let reviewTotal = 0;
    for (const meal of home.body as { _id: string; numReviews: number }[]) {
      const reviews = await test.client().get('/api/meal-wise-reviews', { id: meal._id });
      expect(reviews.body).toHaveLength(meal.numReviews);
      reviewTotal += meal.numReviews;
    }
    expect(reviewTotal).toBe(SIZE.reviews);
    const likes = await test.db
      .selectFrom('meal_likes')
      .select(['target_id'])
      .where('liked', '=', 1)
      .execute();
    const likeSum = (home.body as { likes: number }[]).reduce((sum, meal) => sum + meal.likes, 0);
    expect(likeSum).toBe(likes.length);
  });

  it('lets a bench resident sign in and pull their own likes and requests', async () => {
    const resident = test.client();
    const login = await resident.post('/api/auth/login', {
      email: manifest.residents[0],
      password: RESIDENT_PASSWORD,
    });
    expect(login.status).toBe(200);
    const likes = await resident.get('/api/sync/likes/pull', { batchSize: 1000 });
    expect(likes.body.documents.length).toBe(20 + 2); // meal likes and upcoming likes
    const requests = await resident.get('/api/sync/requested-meals/pull', { batchSize: 1000 });
    expect(requests.body.documents.length).toBe(3);
  });

  it('searches and checkpoints as the manifest says', async () => {
    const every = await test.client().get('/api/all-meals', { search: manifest.searchAll });
    expect(every.body.count).toBe(SIZE.meals);
    const some = await test.client().get('/api/all-meals', { search: manifest.searchSome });
    expect(some.body.count).toBeGreaterThan(0);
    expect(some.body.count).toBeLessThan(SIZE.meals);
    const rest = await test.client().get('/api/sync/meals/pull', {
      ...manifest.midCheckpoints.meals,
      batchSize: 1000,
    });
    expect(rest.body.documents).toHaveLength(SIZE.meals / 2 - 1);
  });
});
