// READ_CACHE=off: the same public reads, answered without the read cache. Two real servers share
// one database (SQLite file, or PostgreSQL in the node-pg project): the cache as deployed, and
// off. Their answers are the same bytes and headers, but for the cache's own X-Cache; and only
// the server without the cache asks the database every time (a row changed behind the
// sequence's back shows there, not on the cached server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signedInAs } from '../test-support/accounts';
import { addMealVia } from '../test-support/meal-fixtures';
import { testDatabase, testsUsePostgres } from '../test-support/postgres-databases';
import { rawGet } from '../test-support/raw-get';
import { startTestServer, type TestServer } from '../test-support/test-server';

type Raw = { status: number; headers: Record<string, string | string[]>; body: Buffer };

/**
 * Headers that differ per response whatever the cache does (Node's own, the request's id), and
 * the framing: koa-compress streams a compressed answer (chunked), the cache knows its length.
 */
const PER_RESPONSE = [
  'date',
  'connection',
  'keep-alive',
  'x-request-id',
  'content-length',
  'transfer-encoding',
];

async function get(base: string, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  const answer = await rawGet(new URL(url, base), headers);
  const kept = Object.entries(answer.headers).filter(([name]) => !PER_RESPONSE.includes(name));
  return { ...answer, headers: Object.fromEntries(kept) as Raw['headers'] };
}

const withoutCacheHeader = ({ 'x-cache': _, ...rest }: Raw['headers']) => rest;

let dataDir: string;
let cached: TestServer;
let uncached: TestServer;
let mealId: string;
let reads: string[];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-read-cache-'));
  cached = await startTestServer({ DATA_DIR: dataDir });
  uncached = await startTestServer({ DATA_DIR: dataDir, READ_CACHE: 'off' });
  const { client: admin } = await signedInAs(cached, 'admin');
  // One meal with a description long enough to be compressed (above 1 KiB).
  mealId = await addMealVia(admin, { mealTitle: 'Paneer Tikka', description: 'y'.repeat(1500) });
  await addMealVia(admin, { mealTitle: 'Egg Curry', mealType: 'dinner' });
  await addMealVia(admin, { mealTitle: 'Masala Dosa' }, true);
  const { client: resident } = await signedInAs(cached, 'general');
  const review = await resident.post('/api/add-review', { mealId, rating: 4, review: 'Good' });
  expect(review.status).toBe(201);
  reads = [
    '/healthz',
    '/api/all-meals?page=0',
    '/api/all-meals?search=tikk&category=lunch&sbp=h2l&page=0',
    `/api/meal/${mealId}`,
    `/api/meal-wise-reviews?id=${mealId}`,
    '/api/all-meals-home',
    '/api/all-upcoming-meals-user',
    '/api/sync/meals/pull?batchSize=10',
    '/api/sync/reviews/pull?batchSize=10',
  ];
});

afterAll(async () => {
  await cached?.close();
  await uncached?.close();
  if (testsUsePostgres()) await (await testDatabase(path.resolve(dataDir))).drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('READ_CACHE', () => {
  it('is on by default and takes on or off only', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).readCache).toBe('on');
    expect(loadConfig({ DATA_DIR: dataDir, READ_CACHE: 'off' }).readCache).toBe('off');
    expect(() => loadConfig({ DATA_DIR: dataDir, READ_CACHE: 'no' })).toThrow(/READ_CACHE/);
  });

  it('off, answers every public read with the same bytes and headers, never from a cache', async () => {
    const encodings: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br' },
    ];
    for (const url of reads) {
      for (const headers of encodings) {
        await get(cached.url, url, headers); // the cached server's next answer is its hit
        const fromCache = await get(cached.url, url, headers);
        const fromDatabase = await get(uncached.url, url, headers);
        const said = `${url} ${JSON.stringify(headers)}`;
        expect(fromDatabase.status, said).toBe(200);
        if (url !== '/healthz') expect(fromCache.headers['x-cache'], said).toBe('hit');
        expect(fromDatabase.headers['x-cache'], said).toBeUndefined();
        expect(fromDatabase.headers, said).toEqual(withoutCacheHeader(fromCache.headers));
        expect(fromDatabase.body.equals(fromCache.body), said).toBe(true);
      }
    }
  });

  it('off, asks the database on every request', async () => {
    const url = `/api/meal/${mealId}`;
    await get(cached.url, url);
    await get(uncached.url, url);
    // A change no real write makes: it takes no sequence number, so the cache cannot know of it.
    // Only a server that runs the query on this request sees it.
    await cached.db
      .updateTable('meals')
      .set({ description: 'changed behind the cache' })
      .where('id', '=', mealId)
      .execute();
    const fromCache = JSON.parse((await get(cached.url, url)).body.toString());
    const fromDatabase = JSON.parse((await get(uncached.url, url)).body.toString());
    expect(fromCache.description).toBe('y'.repeat(1500));
    expect(fromDatabase.description).toBe('changed behind the cache');
  });
});
