// The request log through the real server: its lines captured from the server's own logger
// (with its real redaction), for requests the routes answer and answers from the read cache, for
// the lines a request causes, and for socket events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test-support/accounts';
import { capturedLogger, type LogLine } from '../test-support/log-capture';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { ApiClient } from '../test-support/api-client';

let test: TestServer;
const captured = capturedLogger('debug');

beforeAll(async () => {
  test = await startTestServer({}, { logger: captured.logger });
});
afterAll(() => test.close());

/** A request with an X-Request-Id of the test's, as `client` (cookies) when given. */
async function call(
  path: string,
  requestId: string,
  { client, method = 'GET', body }: { client?: ApiClient; method?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (client) headers.cookie = client.cookieHeader;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, test.url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response;
}

/** The lines of one request id, once its "request answered" line is written. */
async function linesOf(requestId: string): Promise<LogLine[]> {
  await expect
    .poll(() =>
      captured.lines.some((line) => line.requestId === requestId && line.status !== undefined),
    )
    .toBe(true);
  return captured.lines.filter((line) => line.requestId === requestId);
}
const answered = (lines: LogLine[]) => lines.find((line) => line.status !== undefined)!;

describe('the request log', () => {
  it('writes one line per request: method, route pattern, status, duration, request id, user', async () => {
    const { user, client } = await signedInAs(test);
    const path = `/api/dietary-profile/${encodeURIComponent(user.email)}?email=${encodeURIComponent(user.email)}&page=2`;
    const response = await call(path, 'trace-0001', { client });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('trace-0001');

    const line = answered(await linesOf('trace-0001'));
    expect(line).toMatchObject({
      level: 30,
      msg: 'request answered',
      requestId: 'trace-0001',
      method: 'GET',
      url: '/api/dietary-profile/[email]?email=[Redacted]&page=2',
      route: '/api/dietary-profile/:email',
      status: 200,
      userId: user.id,
    });
    expect(typeof line.durationMs).toBe('number');
    // The address is nowhere in the line, path or query.
    expect(JSON.stringify(line)).not.toContain(user.email.split('@')[0]);
  });

  it('gives a request without a usable X-Request-Id a new one, and echoes it', async () => {
    const response = await fetch(new URL('/api/all-meals', test.url), {
      headers: { 'x-request-id': 'not a token; "quoted"' },
    });
    await response.arrayBuffer();
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answered(await linesOf(id))).toMatchObject({ route: '/api/all-meals' });
  });

  it('redacts passwords and e-mail addresses in bodies, on a line carrying the request id', async () => {
    const response = await call('/api/auth/login', 'trace-0002', {
      method: 'POST',
      body: { email: 'someone@hostel.test', password: 'correct horse battery staple' },
    });
    expect(response.status).toBe(401);
    const lines = await linesOf('trace-0002');
    const bodyLine = lines.find((line) => line.msg === 'request body');
    expect(bodyLine).toMatchObject({ body: { email: '[Redacted]', password: '[Redacted]' } });
    expect(answered(lines)).toMatchObject({ route: '/api/auth/login', status: 401 });
    const text = captured.text();
    expect(text).not.toContain('correct horse');
    expect(text).not.toContain('someone@hostel.test');
  });

  it('logs /healthz and cached reads too, and echoes their ids', async () => {
    const health = await call('/healthz', 'trace-0003');
    expect(health.headers.get('x-request-id')).toBe('trace-0003');
    expect(answered(await linesOf('trace-0003'))).toMatchObject({
      route: '/healthz',
      status: 200,
    });
    await call('/api/all-meals-home', 'trace-0004'); // computed and cached
    const hit = await call('/api/all-meals-home', 'trace-0005');
    expect(hit.headers.get('x-cache')).toBe('hit');
    expect(hit.headers.get('x-request-id')).toBe('trace-0005');
    expect(answered(await linesOf('trace-0005'))).toMatchObject({
      route: '/api/all-meals-home',
      status: 200,
    });
  });

  it('puts the request id on the lines a request causes (a refused push)', async () => {
    const { client } = await signedInAs(test);
    const response = await call('/api/sync/meals/push', 'trace-0006', {
      client,
      method: 'POST',
      body: [{ newDocumentState: { _id: 'not-a-meal', _deleted: false } }],
    });
    expect(response.status).toBe(200);
    const lines = await linesOf('trace-0006');
    expect(lines.find((line) => line.msg === 'pushed documents refused')).toMatchObject({
      collection: 'meals',
      reasons: ['invalid'],
    });
    expect(answered(lines)).toMatchObject({ route: '/api/sync/:collection/push' });
  });

  it("puts the handshake's request id on a socket's lines and its events'", async () => {
    const { user, client } = await signedInAs(test);
    const { io } = await import('socket.io-client');
    const socket = io(test.url, {
      transports: ['websocket'],
      extraHeaders: { cookie: client.cookieHeader, 'x-request-id': 'socket-0007' },
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    socket.emit('new-user-add', user.email);
    await expect
      .poll(() =>
        captured.lines.some((l) => l.requestId === 'socket-0007' && l.msg === 'socket event'),
      )
      .toBe(true);
    socket.disconnect();
    await expect
      .poll(() =>
        captured.lines.filter((line) => line.requestId === 'socket-0007').map((line) => line.msg),
      )
      .toEqual(['socket connected', 'socket event', 'socket disconnected']);
    const connected = captured.lines.find(
      (line) => line.requestId === 'socket-0007' && line.msg === 'socket connected',
    );
    expect(connected).toMatchObject({ userId: user.id });
  });
});

describe('the logger redacts secrets wherever they can be carried', () => {
  it('in a body and in an error, up to three levels inside them, and at the top', () => {
    const { logger, lines } = capturedLogger('debug');
    logger.debug(
      { body: { email: 'a@hostel.test', profile: { password: 'p', deep: { token: 't' } } } },
      'body',
    );
    const failure = Object.assign(new Error('boom'), {
      details: { cardNumber: '4242', nested: { clientSecret: 'pi_secret' } },
    });
    logger.error({ err: failure, email: 'b@hostel.test' }, 'failure');
    expect(lines[0]).toMatchObject({
      body: {
        email: '[Redacted]',
        profile: { password: '[Redacted]', deep: { token: '[Redacted]' } },
      },
    });
    expect(lines[1]).toMatchObject({
      email: '[Redacted]',
      err: {
        message: 'boom',
        details: { cardNumber: '[Redacted]', nested: { clientSecret: '[Redacted]' } },
      },
    });
    expect(JSON.stringify(lines)).not.toMatch(/a@hostel|b@hostel|4242|pi_secret/);
  });

  it('logs a request as its method and redacted URL, never its headers', () => {
    const { logger, lines } = capturedLogger('info');
    const request = {
      method: 'GET',
      url: '/api/users/someone%40hostel.test?token=abc&page=1',
      headers: { cookie: 'session=s3cret', authorization: 'Bearer t0ken' },
    };
    logger.info({ req: request }, 'a request');
    expect(lines[0]!.req).toEqual({
      method: 'GET',
      url: '/api/users/[email]?token=[Redacted]&page=1',
    });
    expect(JSON.stringify(lines)).not.toMatch(/s3cret|t0ken|someone/);
  });
});
