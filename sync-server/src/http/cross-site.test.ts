// CSRF defences beyond SameSite=Lax: the JSON API accepts JSON
// only (415 for urlencoded, text/plain or multipart outside the upload routes), and refuses a
// state change that a browser says comes from another site (Origin / Sec-Fetch-Site), unless
// ALLOWED_ORIGINS lists that origin; the socket.io handshake is checked the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { signedInAs } from '../test-support/accounts';
import type { ApiClient } from '../test-support/api-client';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { imageForm, PNG_1X1 } from '../test-support/test-images';

const PARTNER = 'https://partner.example';
let test: TestServer;
let resident: ApiClient;
beforeAll(async () => {
  test = await startTestServer({ ALLOWED_ORIGINS: `${PARTNER}, http://tools.example:8080` });
  ({ client: resident } = await signedInAs(test));
});
afterAll(() => test.close());

/** A profile update with the resident's cookie and the given headers and body. */
async function post(path: string, headers: Record<string, string>, body: string) {
  const answer = await fetch(new URL(path, test.url), {
    method: 'POST',
    headers: { cookie: resident.cookieHeader, ...headers },
    body,
  });
  return { status: answer.status, body: (await answer.json()) as any };
}

const signOutEverywhere = (headers: Record<string, string>) =>
  post('/api/auth/sign-out-everywhere', { 'content-type': 'application/json', ...headers }, '{}');

describe('JSON only where JSON is meant', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'email=a%40b.co'],
    ['text/plain', '{"email": "a@b.co"}'],
    ['application/xml', '<a/>'],
  ])('refuses %s with 415', async (type, body) => {
    const answer = await post('/api/create-jwt', { 'content-type': type }, body);
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe('unsupported_media_type');
  });

  it('refuses multipart outside the upload routes, and takes it on them', async () => {
    const form = imageForm(PNG_1X1, 'a.png', { email: 'a@b.co' });
    const refused = await fetch(new URL('/api/create-jwt', test.url), {
      method: 'POST',
      headers: { cookie: resident.cookieHeader },
      body: form,
    });
    expect(refused.status).toBe(415);
    const upload = await resident.postForm('/api/upload', imageForm(PNG_1X1, 'a.png'));
    expect(upload.status).toBe(200);
  });

  it('lets JSON and body-less calls through', async () => {
    expect((await signOutEverywhere({})).status).toBe(200);
    const empty = await fetch(new URL('/api/remove-jwt', test.url), { method: 'POST' });
    expect(empty.status).toBe(200);
  });
});

describe('cross-site state changes', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site (subdomain) fetch', { 'sec-fetch-site': 'same-site' }],
    ['a cross-site fetch naming us', { 'sec-fetch-site': 'cross-site', origin: 'http://x.test' }],
  ])('refuses %s with 403', async (_, headers) => {
    const answer = await signOutEverywhere(headers);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('cross_site_request');
  });

  it('accepts its own origin, the allowed origins and non-browser clients', async () => {
    expect(
      (await signOutEverywhere({ origin: test.url, 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200);
    expect(
      (await signOutEverywhere({ origin: PARTNER, 'sec-fetch-site': 'cross-site' })).status,
    ).toBe(200);
    expect((await signOutEverywhere({ origin: 'http://tools.example:8080' })).status).toBe(200);
    expect((await signOutEverywhere({})).status).toBe(200);
  });

  it('does not stop reads from elsewhere (GET)', async () => {
    const answer = await fetch(new URL('/api/all-meals-home', test.url), {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('the socket.io handshake', () => {
  const handshake = (origin?: string) =>
    new Promise<'connected' | 'refused'>((resolve) => {
      const socket = connect(test.url, {
        transports: ['websocket'],
        extraHeaders: { cookie: resident.cookieHeader, ...(origin ? { origin } : {}) },
        reconnection: false,
        forceNew: true,
      });
      socket.once('connect', () => {
        socket.disconnect();
        resolve('connected');
      });
      socket.once('connect_error', () => {
        socket.disconnect();
        resolve('refused');
      });
    });

  it('refuses another site, accepts its own origin and the allowed ones', async () => {
    expect(await handshake('https://evil.example')).toBe('refused');
    expect(await handshake(test.url)).toBe('connected');
    expect(await handshake(PARTNER)).toBe('connected');
    expect(await handshake()).toBe('connected');
  });
});
