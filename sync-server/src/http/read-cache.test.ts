// The read cache's bound: answers are kept up to its size in bytes, their compressed copies
// counted, the least recently used going first, so a much-read answer stays while one-off
// answers pass through it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from './context';
import { readCache, type ReadCache } from './read-cache';
import { rawGet } from '../test-support/raw-get';

const MAX_BYTES = 4_000;
/** Each answer's JSON is a little under a quarter of the bound: four fit. */
const PADDING = 'x'.repeat(900);
/** A large answer's words: over the compression threshold, and not all alike. */
const LARGE_WORDS = Array.from({ length: 600 }, (_, index) => `meal-${index * 7919}`);
/** A cache big enough for a few large answers and their compressed copies. */
const LARGE_MAX_BYTES = 120_000;

let server: Server;
let base: string;
let cache: ReadCache;
let largeServer: Server;
let largeBase: string;
let largeCache: ReadCache;
const computed = new Map<string, number>();

/** A server answering every path from behind `cache`: small answers, or large under /large/. */
async function serveBehind(cache: ReadCache): Promise<[Server, string]> {
  const koa = new Koa<AppState>();
  koa.use(cache);
  koa.use((ctx) => {
    computed.set(ctx.path, (computed.get(ctx.path) ?? 0) + 1);
    ctx.body = ctx.path.includes('/large-')
      ? { path: ctx.path, words: LARGE_WORDS }
      : { path: ctx.path, padding: PADDING };
  });
  const server = createServer(koa.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`];
}

beforeAll(async () => {
  cache = readCache(() => 1, { maxBytes: MAX_BYTES });
  [server, base] = await serveBehind(cache);
  largeCache = readCache(() => 1, { maxBytes: LARGE_MAX_BYTES });
  [largeServer, largeBase] = await serveBehind(largeCache);
});

afterAll(async () => {
  for (const each of [server, largeServer]) {
    await new Promise<void>((resolve) => each.close(() => resolve()));
  }
});

async function read(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return response.headers.get('x-cache') ?? '';
}

/** The answer's X-Cache and its bytes as sent (not decoded), asking for `encoding`. */
async function readEncoded(url: string, encoding: string) {
  const { headers, body } = await rawGet(url, { 'accept-encoding': encoding });
  return { cache: String(headers['x-cache']), bytes: body.length };
}

describe('read cache bound', () => {
  it('keeps a much-read answer while one-off answers pass through, within its bytes', async () => {
    expect(await read('/api/meal/popular')).toBe('miss');
    for (let index = 0; index < 20; index += 1) {
      expect(await read(`/api/meal/once-${index}`)).toBe('miss');
      expect(await read('/api/meal/popular')).toBe('hit');
    }
    expect(computed.get('/api/meal/popular')).toBe(1);
    const { entries, bytes } = cache.stats();
    expect(entries).toBeLessThanOrEqual(4);
    expect(bytes).toBeLessThanOrEqual(MAX_BYTES);
    // The oldest one-off answers were let go: asked again, they are computed again.
    expect(await read('/api/meal/once-0')).toBe('miss');
    expect(computed.get('/api/meal/once-0')).toBe(2);
    // The latest stayed.
    expect(await read('/api/meal/once-19')).toBe('hit');
  });

  it("counts an answer's compressed copies toward its bytes, and stays within them", async () => {
    const url = `${largeBase}/api/meal/large-0`;
    const plain = await readEncoded(url, 'identity');
    expect(plain.cache).toBe('miss');
    expect(plain.bytes).toBeGreaterThan(1024);
    expect(largeCache.stats().bytes).toBe(plain.bytes);

    const brotli = await readEncoded(url, 'br');
    const gzipped = await readEncoded(url, 'gzip');
    expect([brotli.cache, gzipped.cache]).toEqual(['hit', 'hit']);
    expect(largeCache.stats().bytes).toBe(plain.bytes + brotli.bytes + gzipped.bytes);

    // Answers with all three copies: fewer fit than their JSON alone would let in.
    for (let index = 1; index <= 12; index += 1) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        await readEncoded(`${largeBase}/api/meal/large-${index}`, encoding);
      }
    }
    const { entries, bytes } = largeCache.stats();
    expect(bytes).toBeLessThanOrEqual(LARGE_MAX_BYTES);
    expect(entries).toBeLessThan(Math.floor(LARGE_MAX_BYTES / plain.bytes));
    expect(bytes).toBeGreaterThan(entries * (plain.bytes + brotli.bytes));
  });
});
