// /healthz and /readyz through the real server: starting, ready, draining on a graceful stop,
// and Redis down (reported, in the metrics too, while the instance stays ready).
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port';
import { startRedis, type TestRedis } from '../test-support/redis-server';
import { scrapeMetrics } from '../test-support/scrape-metrics';
import { startTestServer, type TestServer } from '../test-support/test-server';

const TOKEN = 'metrics-token-for-tests-0123456789';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** GET over `agent` (kept-alive connections when the agent keeps them). */
const get = (base: string, path: string, agent?: Agent) =>
  new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    request(new URL(path, base), { agent }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    })
      .on('error', reject)
      .end();
  });

/** The status a socket.io WebSocket upgrade request gets (101 when it is taken). */
const upgradeStatus = (base: string) =>
  new Promise<number>((resolve, reject) => {
    request(new URL('/socket.io/?EIO=4&transport=websocket', base), {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    })
      .on('response', (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
      .on('upgrade', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode!);
      })
      .on('error', reject)
      .end();
  });

/** The X-Request-Id an answer echoes for the one the request sent. */
async function echoedId(base: string, path: string): Promise<string | null> {
  const response = await fetch(new URL(path, base), { headers: { 'x-request-id': 'echo-0001' } });
  await response.arrayBuffer();
  return response.headers.get('x-request-id');
}

describe('/healthz and /readyz', () => {
  it('are answered while the server starts: alive, not ready, every other request 503', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let release!: () => void;
    const seeding = new Promise<void>((resolve) => (release = resolve));
    let seedingStarted!: () => void;
    const inSeeding = new Promise<void>((resolve) => (seedingStarted = resolve));
    const starting = startTestServer(
      { PORT: String(port) },
      {
        beforeReady: async () => {
          seedingStarted();
          await seeding;
        },
      },
    );
    await inSeeding;
    expect(await get(base, '/healthz')).toEqual({ status: 200, body: { ok: true } });
    expect(await get(base, '/readyz')).toEqual({
      status: 503,
      body: { status: 'starting', database: 'unchecked', redis: 'not configured' },
    });
    expect((await get(base, '/api/all-meals')).status).toBe(503);
    // Answered before the app runs, each still echoes its request id.
    for (const path of ['/healthz', '/readyz', '/api/all-meals']) {
      expect(await echoedId(base, path)).toBe('echo-0001');
    }
    // A phone's live channel reconnecting now is refused at once, not left hanging.
    expect(await upgradeStatus(base)).toBe(503);
    release();
    const test = await starting;
    cleanups.push(() => test.close());
    expect(await get(base, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', database: 'up', redis: 'not configured' },
    });
    expect(await upgradeStatus(base)).toBe(101);
  });

  it('says draining (503) on a connection already open when the graceful stop begins', async () => {
    const test = await startTestServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(async () => agent.destroy());
    expect((await get(test.url, '/readyz', agent)).status).toBe(200);
    const closing = test.close();
    expect(await get(test.url, '/readyz', agent)).toEqual({
      status: 503,
      body: { status: 'draining', database: 'unchecked', redis: 'not configured' },
    });
    await closing;
  });

  it('reports Redis down, in its answer and the metrics, and stays ready', async () => {
    const redis: TestRedis = await startRedis();
    cleanups.push(() => redis.stop());
    const test: TestServer = await startTestServer({ REDIS_URL: redis.url, METRICS_TOKEN: TOKEN });
    cleanups.push(() => test.close());
    expect(await get(test.url, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', database: 'up', redis: 'up' },
    });
    expect((await scrapeMetrics(test.url, TOKEN)).value('hostel_redis_up')).toBe(1);

    await redis.stop();
    await expect.poll(async () => (await get(test.url, '/readyz')).body.redis).toBe('down');
    expect(await get(test.url, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', database: 'up', redis: 'down' },
    });
    expect((await scrapeMetrics(test.url, TOKEN)).value('hostel_redis_up')).toBe(0);
    // Readiness sees the closed connection at once; the error comes with the first reconnect.
    await expect
      .poll(async () => (await scrapeMetrics(test.url, TOKEN)).value('hostel_redis_errors_total'), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
  });
});
