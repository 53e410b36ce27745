// What stock nginx (deploy/nginx.conf, Debian's nginx) can use of the app's health: it cannot
// probe /readyz, so a draining instance's 503 and refused connections are its signals, and it
// sends its own request id, which the app logs and echoes. Two real servers behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger } from '../test-support/log-capture';
import { startNginx, type TestNginx } from '../test-support/nginx-server';
import { startTestServer, type TestServer } from '../test-support/test-server';

const logs = [capturedLogger('info'), capturedLogger('info')];
let servers: TestServer[];
let nginx: TestNginx;
beforeAll(async () => {
  servers = await Promise.all(logs.map(({ logger }) => startTestServer({}, { logger })));
  nginx = await startNginx(servers.map((server) => new URL(server.url).host));
});
afterAll(async () => {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.close()));
});

describe('the app behind nginx', () => {
  it("logs nginx's request id on the request's line and echoes it", async () => {
    const response = await fetch(new URL('/api/all-meals', nginx.url));
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, not one of the app's UUIDs
    await expect
      .poll(() =>
        logs
          .flatMap(({ lines }) => lines)
          .some((line) => line.requestId === id && line.route === '/api/all-meals'),
      )
      .toBe(true);
  });

  it('writes its own access line with that id, and never the e-mail address a URL carries', async () => {
    const email = 'access-log-resident@hostel.test';
    const address = encodeURIComponent(email);
    const response = await fetch(
      new URL(`/api/dietary-profile/${address}?email=${address}`, nginx.url),
    );
    await response.arrayBuffer();
    const id = response.headers.get('x-request-id')!;
    const lineOf = () =>
      nginx
        .accessLog()
        .split('\n')
        .filter(Boolean)
        .map((text) => JSON.parse(text) as Record<string, unknown>)
        .find((line) => line.requestId === id);
    await expect.poll(lineOf).toBeDefined();
    expect(lineOf()).toMatchObject({
      method: 'GET',
      status: response.status,
      upstreamStatus: String(response.status),
      client: '127.0.0.1',
    });
    expect(typeof lineOf()!.seconds).toBe('number');
    expect(nginx.accessLog()).not.toMatch(/access-log-resident|dietary-profile/);
    // The app's own line for the same id has the route, with the address taken out.
    const appLine = logs.flatMap(({ lines }) => lines).find((line) => line.requestId === id);
    expect(appLine).toMatchObject({ route: '/api/dietary-profile/:email' });
    expect(JSON.stringify(appLine)).not.toContain('access-log-resident');
  });

  it('sends every request to the other instance while one drains, and after it stopped', async () => {
    const stopping = servers[0]!.close();
    const statuses: number[] = [];
    for (let request = 0; request < 8; request += 1) {
      const response = await fetch(new URL('/healthz', nginx.url));
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    await stopping;
    for (let request = 0; request < 4; request += 1) {
      const response = await fetch(new URL('/healthz', nginx.url));
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual(statuses.map(() => 200));
  });
});
