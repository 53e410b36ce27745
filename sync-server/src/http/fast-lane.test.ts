// The fast lane answers exactly what the Koa path answers (status, every header but Date and
// the connection's own, the bytes), for /healthz and cached reads, over http and https (through
// the trusted proxy), in each encoding; and it leaves everything else to Koa: misses, stale
// entries after a write, requests with a body, other methods.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test-support/accounts';
import { addMealVia } from '../test-support/meal-fixtures';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { fastLane } from './fast-lane';
import { securityHeaderLists } from './security-headers';

const FELL_THROUGH = 418;
let test: TestServer;
let koaOnly: Server; // the app without the fast lane: the answers to match
let laneOnly: Server; // the fast lane in front of a Koa that answers only FELL_THROUGH
let mealId: string;

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
let koaUrl: string;
let laneUrl: string;

type Raw = { status: number; headers: Record<string, string | string[]>; body: Buffer };
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Raw>((resolve, reject) => {
    httpRequest(new URL(path, base), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const { date: _date, connection: _c, 'keep-alive': _k, ...rest } = response.headers;
        resolve({
          status: response.statusCode!,
          headers: rest as Raw['headers'],
          body: Buffer.concat(chunks),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  test = await startTestServer({ TRUST_PROXY: 'true' });
  const { client: admin } = await signedInAs(test, 'admin');
  mealId = await addMealVia(admin, { description: 'x'.repeat(600) });
  await addMealVia(admin, { mealTitle: 'Paneer Tikka', description: 'y'.repeat(600) });
  const { app } = test.server;
  koaOnly = createServer(app.koa.callback());
  const sentinel = new Koa({ proxy: true, maxIpsCount: 1 });
  sentinel.use((ctx) => void (ctx.status = FELL_THROUGH));
  laneOnly = createServer(
    fastLane({
      koa: sentinel,
      readCache: app.readCache!,
      securityHeaders: securityHeaderLists(test.config),
    }),
  );
  koaUrl = await listen(koaOnly);
  laneUrl = await listen(laneOnly);
});
afterAll(async () => {
  koaOnly.close();
  laneOnly.close();
  await test.close();
});

const VARIANTS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'x-forwarded-proto': 'https', 'accept-encoding': 'br' },
  // The lane remembers Koa's decisions per header value: other values, and the same ones again.
  { 'accept-encoding': 'br;q=0, gzip;q=0.5, identity' },
  { 'x-forwarded-proto': 'http', 'accept-encoding': 'gzip, deflate, br, zstd' },
  { 'x-forwarded-proto': 'https, http' },
  {},
];

describe('the fast lane', () => {
  it('answers /healthz as the Koa path does', async () => {
    for (const headers of VARIANTS) {
      const lane = await get(laneUrl, '/healthz', headers);
      expect(lane.status).toBe(200);
      expect(lane).toEqual(await get(koaUrl, '/healthz', headers));
    }
  });

  it('answers cached reads as the Koa path does, large and small, in every encoding', async () => {
    for (const path of ['/api/all-meals?page=0', `/api/meal/${mealId}`]) {
      expect((await get(laneUrl, path)).status).toBe(FELL_THROUGH); // not cached yet
      expect((await get(koaUrl, path)).headers['x-cache']).toBe('miss');
      for (const headers of VARIANTS) {
        const lane = await get(laneUrl, path, headers);
        expect(lane.status).toBe(200);
        expect(lane.headers['x-cache']).toBe('hit');
        expect(lane).toEqual(await get(koaUrl, path, headers));
      }
    }
    expect((await get(laneUrl, '/api/all-meals?page=0', {})).body.length).toBeGreaterThan(1024);
  });

  it('leaves stale entries, bodies and other methods to Koa', async () => {
    const path = '/api/all-meals?page=0';
    await get(koaUrl, path);
    expect((await get(laneUrl, path)).status).toBe(200);
    expect((await get(laneUrl, path, { 'content-length': '0' })).status).toBe(200);
    expect(
      (await get(laneUrl, path, { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }))
        .status,
    ).toBe(FELL_THROUGH);
    expect((await get(laneUrl, '/healthz', {}, 'HEAD')).status).toBe(FELL_THROUGH);
    const { client, user } = await signedInAs(test);
    expect((await client.put('/api/inc-like', { id: mealId, email: user.email })).status).toBe(200);
    expect((await get(laneUrl, path)).status).toBe(FELL_THROUGH); // a write: the entry is stale
    expect((await get(test.url, path)).headers['x-cache']).toBe('miss');
  });
});
