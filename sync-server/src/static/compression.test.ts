// Compression: the PWA's built files are answered from their precompressed brotli and gzip copies
// to browsers that accept them, and those answers decode to exactly the file; API answers above
// 1 KB are compressed (cached ones and the others alike), small ones are not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMealVia } from '../test-support/meal-fixtures';
import { signedInAs } from '../test-support/accounts';
import { rawGet, type RawAnswer } from '../test-support/raw-get';
import { startTestServer, type TestServer } from '../test-support/test-server';

const DIST = path.resolve('dist');
let test: TestServer;
let adminCookie: string;

function decode(raw: RawAnswer): Buffer {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw.body);
  if (encoding === 'gzip') return gunzipSync(raw.body);
  return raw.body;
}

beforeAll(async () => {
  // The real build, precompressed by its post-build step (the node project's global setup
  // builds it when stale).
  test = await startTestServer({ PWA_DIST_DIR: DIST });
  const admin = await signedInAs(test, 'admin');
  adminCookie = admin.client.cookieHeader;
  for (let index = 0; index < 8; index += 1) {
    await addMealVia(admin.client, { mealTitle: `Compressed meal ${index}` });
  }
}, 300_000);
afterAll(() => test?.close());

describe('the PWA files', () => {
  const assets = () =>
    readdirSync(path.join(DIST, 'assets'))
      .filter(
        (name) => /\.(js|css)$/.test(name) && existsSync(path.join(DIST, 'assets', `${name}.br`)),
      )
      .map((name) => `/assets/${name}`);

  it('has brotli and gzip copies of its scripts and styles', () => {
    expect(assets().length).toBeGreaterThan(0);
    for (const asset of assets()) expect(existsSync(path.join(DIST, `${asset}.gz`))).toBe(true);
  });

  it('answers br, gzip or the plain file as asked, all the same bytes once decoded', async () => {
    for (const asset of [...assets(), '/']) {
      const file = readFileSync(path.join(DIST, asset === '/' ? 'index.html' : asset));
      const plain = await rawGet(`${test.url}${asset}`, { 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(file), asset).toBe(true);
      for (const encoding of ['br', 'gzip']) {
        const encoded = await rawGet(`${test.url}${asset}`, { 'accept-encoding': encoding });
        expect(encoded.status).toBe(200);
        expect(encoded.headers['content-encoding'], asset).toBe(encoding);
        expect(encoded.headers.vary).toMatch(/accept-encoding/i);
        expect(encoded.body.length).toBeLessThan(file.length);
        expect(decode(encoded).equals(file), `${asset} ${encoding}`).toBe(true);
      }
    }
  });
});

describe('API answers', () => {
  it.each([
    ['a cached public read', '/api/all-meals-home', false],
    ['an uncached signed-in read', '/api/all-meals-admin?page=0', true],
  ])('compresses %s above 1 KB, the same JSON once decoded', async (_, url, signedIn) => {
    const headers: Record<string, string> = signedIn ? { cookie: adminCookie } : {};
    const plain = await rawGet(`${test.url}${url}`, { ...headers, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const encoded = await rawGet(`${test.url}${url}`, {
        ...headers,
        'accept-encoding': encoding,
      });
      expect(encoded.headers['content-encoding']).toBe(encoding);
      // A shared cache keeps one copy per encoding, a cached answer's included.
      expect(encoded.headers.vary).toMatch(/accept-encoding/i);
      expect(encoded.body.length).toBeLessThan(plain.body.length);
      expect(decode(encoded).toString()).toBe(plain.body.toString());
    }
  });

  it('sends small answers as they are', async () => {
    const health = await rawGet(`${test.url}/healthz`, { 'accept-encoding': 'br, gzip' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.body.toString()).toBe('{"ok":true}');
  });
});
