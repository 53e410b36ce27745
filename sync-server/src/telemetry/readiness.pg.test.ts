// /readyz on PostgreSQL: 503 while the database is down, 200 again once it is back, the process
// alive (/healthz) throughout. A cluster of this file's own, since it is stopped and started.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../test-support/postgres-cluster';
import { scrapeMetrics } from '../test-support/scrape-metrics';
import { startTestServer, type TestServer } from '../test-support/test-server';

const TOKEN = 'metrics-token-for-tests-0123456789';
let cluster: PostgresCluster;
let test: TestServer;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  test = await startTestServer({ DATABASE_URL: cluster.urlFor('postgres'), METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await test?.close();
  cluster?.stop();
});

const probe = async (path: string) => {
  const response = await fetch(new URL(path, test.url));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('/readyz on PostgreSQL', () => {
  it('answers 503 while the database is stopped and 200 once it is back', async () => {
    expect(await probe('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', database: 'up', redis: 'not configured' },
    });

    cluster.pause();
    expect(await probe('/readyz')).toEqual({
      status: 503,
      body: { status: 'database unreachable', database: 'down', redis: 'not configured' },
    });
    expect((await probe('/healthz')).status).toBe(200); // alive: restarting would not help
    expect(
      (await scrapeMetrics(test.url, TOKEN)).value('hostel_database_errors_total'),
    ).toBeGreaterThan(0);

    await cluster.resume();
    await expect.poll(async () => (await probe('/readyz')).status).toBe(200);
    expect((await probe('/readyz')).body).toEqual({
      status: 'ready',
      database: 'up',
      redis: 'not configured',
    });
  });
});
