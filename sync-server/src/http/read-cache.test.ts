// The read cache's bound: answers are kept up to its size in bytes, the least recently used going
// first, so a much-read answer stays while one-off answers pass through it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from './context';
import { readCache, type ReadCache } from './read-cache';

const MAX_BYTES = 4_000;
/** Each answer's JSON is a little under a quarter of the bound: four fit. */
const PADDING = 'x'.repeat(900);

let server: Server;
let base: string;
let cache: ReadCache;
const computed = new Map<string, number>();

beforeAll(async () => {
  const koa = new Koa<AppState>();
  cache = readCache(() => 1, { maxBytes: MAX_BYTES });
  koa.use(cache);
  koa.use((ctx) => {
    computed.set(ctx.path, (computed.get(ctx.path) ?? 0) + 1);
    ctx.body = { path: ctx.path, padding: PADDING };
  });
  server = createServer(koa.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function read(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  expect(response.status).toBe(200);
  return response.headers.get('x-cache') ?? '';
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
});
