// Odd input found by the attack run answers a clear 4xx: numbers are numbers (or plain decimal
// text), never `true` or "0x5"; an undecodable path is a 400, not a URIError 500; a missing
// hashed asset is a 404 that no cache keeps, never index.html cached for a year.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMeal } from '../test-support/request-fixtures';
import { signedInAs } from '../test-support/accounts';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hostel-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hostel Meals</title>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  test = await startTestServer({ PWA_DIST_DIR: dist });
});
afterAll(() => test.close());

describe('strict numbers', () => {
  it.each([true, '0x5', '1e0', ' ', '', '5abc', [5], { n: 5 }, '٥'])(
    'refuses rating %j with a 400 naming the field',
    async (rating) => {
      const { client } = await signedInAs(test);
      const mealId = await insertMeal(test.db);
      const answer = await client.post('/api/add-review', { mealId, rating, review: 'Tasty' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.field).toBe('rating');
    },
  );

  it.each([4, '4'])('takes rating %j (a number, or digits from a form)', async (rating) => {
    const { client } = await signedInAs(test);
    const mealId = await insertMeal(test.db);
    const answer = await client.post('/api/add-review', { mealId, rating, review: 'Tasty' });
    expect(answer.status).toBe(201);
  });

  it.each([
    ['/api/all-meals', { page: '0x4' }],
    ['/api/all-meals', { limit: '1e1' }],
    ['/api/all-users', { page: '0x1' }],
    ['/api/sync/meals/pull', { batchSize: '0x10' }],
    ['/api/sync/meals/pull', { id: 'a', seq: '0b1' }],
  ])('refuses %s with %j in the query', async (url, query) => {
    const { client } = await signedInAs(test, 'admin');
    const answer = await client.get(url, query);
    expect(answer.status).toBe(400);
  });

  it('still takes plain digits and empty pages in queries', async () => {
    const answer = await test.client().get('/api/all-meals', { page: '', limit: '4' });
    expect(answer.status).toBe(200);
  });
});

describe('odd paths', () => {
  it.each(['/%ff', '/api/%ff', '/meal/%E0%A4%A', '/assets/%ff.js'])(
    'answers %s with a 400',
    async (url) => {
      const answer = await fetch(new URL(url, test.url));
      expect(answer.status).toBe(400);
    },
  );

  it('answers a missing hashed asset with a 404 that is not cached', async () => {
    const answer = await fetch(new URL('/assets/index-gone999.js', test.url));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age=[1-9]/);
    expect(answer.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
  });

  it('still serves a real hashed asset immutable, and the shell for app routes', async () => {
    const asset = await fetch(new URL('/assets/index-abc123.js', test.url));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    const page = await fetch(new URL('/meal/abc', test.url));
    expect(page.status).toBe(200);
  });
});
