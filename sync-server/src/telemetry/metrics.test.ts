// /metrics through the real server, read with a Prometheus text parser after requests, pushes,
// a refused write and a socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test-support/accounts';
import { scrapeMetrics } from '../test-support/scrape-metrics';
import { connectSocket } from '../test-support/sockets';
import { startTestServer, type TestServer } from '../test-support/test-server';

const TOKEN = 'metrics-token-for-tests-0123456789';
let test: TestServer;

beforeAll(async () => {
  test = await startTestServer({ METRICS_TOKEN: TOKEN });
});
afterAll(() => test.close());

describe('/metrics', () => {
  it('answers only with the bearer token', async () => {
    const anonymous = await fetch(new URL('/metrics', test.url));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await fetch(new URL('/metrics', test.url), {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
  });

  it('counts requests by route and status, pulls, pushes, refused writes, the cache and sockets', async () => {
    const { client } = await signedInAs(test);
    let homeList: unknown;
    for (let round = 0; round < 3; round += 1) {
      const answer = await client.get('/api/all-meals-home');
      expect(answer.status).toBe(200);
      homeList = answer.body;
    }
    expect((await client.get('/api/sync/likes/pull')).status).toBe(200);
    expect((await client.get('/api/sync/meals/pull')).status).toBe(200);
    const meals = await client.get('/api/sync/meals/pull'); // from the cache
    expect(meals.status).toBe(200);
    expect((await client.get('/api/no-such-route')).status).toBe(404);
    expect((await client.post('/api/sync/likes/push', [])).status).toBe(200);
    const refused = await client.post('/api/sync/meals/push', [
      { newDocumentState: { _id: 'not-a-meal', _deleted: false } },
    ]);
    expect(refused.status).toBe(200);
    const socket = await connectSocket(test.url, client);

    const scrape = await scrapeMetrics(test.url, TOKEN);
    const home = { route: '/api/all-meals-home', status: '200', method: 'GET' };
    expect(scrape.value('hostel_http_request_duration_seconds_count', home)).toBe(3);
    expect(
      scrape.value('hostel_http_request_duration_seconds_bucket', { ...home, le: '+Inf' }),
    ).toBe(3);
    expect(scrape.value('hostel_http_request_duration_seconds_sum', home)).toBeGreaterThan(0);
    expect(
      scrape.value('hostel_http_request_duration_seconds_count', {
        route: '(unmatched)',
        status: '404',
      }),
    ).toBe(1);
    expect(scrape.value('hostel_sync_pulls_total', { collection: 'likes' })).toBe(1);
    expect(scrape.value('hostel_sync_pulls_total', { collection: 'meals' })).toBe(2);
    expect(scrape.value('hostel_sync_pushes_total', { collection: 'likes' })).toBe(1);
    expect(scrape.value('hostel_sync_pushes_total', { collection: 'meals' })).toBe(1);
    expect(
      scrape.value('hostel_sync_refused_writes_total', { collection: 'meals', reason: 'invalid' }),
    ).toBe(1);
    expect(scrape.value('hostel_read_cache_requests_total', { outcome: 'hit' })).toBe(3);
    expect(scrape.value('hostel_read_cache_requests_total', { outcome: 'miss' })).toBe(2);
    // The home list and the meals pull are kept: at least their JSON's bytes.
    const keptJson = [homeList, meals.body].map((answer) =>
      Buffer.byteLength(JSON.stringify(answer)),
    );
    expect(scrape.value('hostel_read_cache_bytes')).toBeGreaterThanOrEqual(
      keptJson[0]! + keptJson[1]!,
    );
    expect(scrape.value('hostel_live_sockets')).toBe(1);
    expect(scrape.value('hostel_database_errors_total')).toBe(0);
    // The default process metrics are there too.
    expect(scrape.value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(scrape.samples('nodejs_eventloop_lag_seconds')).toHaveLength(1);
    // No Redis configured: neither its gauge's value nor errors.
    expect(scrape.samples('hostel_redis_up')).toHaveLength(0);

    socket.disconnect();
    await expect
      .poll(async () => (await scrapeMetrics(test.url, TOKEN)).value('hostel_live_sockets'))
      .toBe(0);
  });

  it("is each instance's own: a second server counts only what it answered", async () => {
    const other = await startTestServer({ METRICS_TOKEN: TOKEN });
    try {
      const before = (await scrapeMetrics(test.url, TOKEN)).value(
        'hostel_http_request_duration_seconds_count',
        { route: '/healthz', status: '200' },
      );
      for (let round = 0; round < 2; round += 1) {
        await (await fetch(new URL('/healthz', other.url))).arrayBuffer();
      }
      const healthz = { route: '/healthz', status: '200' };
      const scrape = await scrapeMetrics(other.url, TOKEN);
      expect(scrape.value('hostel_http_request_duration_seconds_count', healthz)).toBe(2);
      expect(
        (await scrapeMetrics(test.url, TOKEN)).value(
          'hostel_http_request_duration_seconds_count',
          healthz,
        ),
      ).toBe(before);
    } finally {
      await other.close();
    }
  });

  it('is not served without METRICS_TOKEN', async () => {
    const plain = await startTestServer();
    try {
      const response = await fetch(new URL('/metrics', plain.url));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
    } finally {
      await plain.close();
    }
  });
});
