// Security headers on every kind of answer: the PWA's HTML and JS, the API (errors too),
// socket.io's polling answers, uploads (which keep their sandboxing CSP) and /healthz; HSTS and
// the __Host- Secure session cookie only when the request came over HTTPS through the trusted
// proxy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../test-support/accounts';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { imageForm, PNG_1X1 } from '../test-support/test-images';

let test: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'hostel-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Hostel Meals</title>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  test = await startTestServer({ PWA_DIST_DIR: dist, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await test.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(new URL(url, test.url), { headers });

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // The counter's scanner needs the camera on the app's own pages, and nothing else does.
  expect(headers.get('permissions-policy')).toContain('camera=(self)');
  expect(headers.get('permissions-policy')).toContain('microphone=()');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('content-security-policy')).toBeTruthy();
}

describe('security headers', () => {
  it('are on the HTML, with the PWA policy', async () => {
    const answer = await get('/all-meals');
    expect(answer.headers.get('content-type')).toMatch(/text\/html/);
    expectCommonHeaders(answer.headers);
    const csp = answer.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/img-src [^;]*data:[^;]*blob:/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('are on the JS, the API (answers and errors) and /healthz', async () => {
    for (const url of ['/assets/app-abc123.js', '/api/all-meals-home', '/api/nope', '/healthz']) {
      const answer = await get(url);
      expectCommonHeaders(answer.headers);
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const refused = await get('/api/auth/me');
    expect(refused.status).toBe(401);
    expectCommonHeaders(refused.headers);
  });

  it("are on socket.io's own answers: the polling handshake and its refusals", async () => {
    const handshake = await get('/socket.io/?EIO=4&transport=polling');
    expect(handshake.status).toBe(200);
    expectCommonHeaders(handshake.headers);
    const unknownSession = await get('/socket.io/?EIO=4&transport=polling&sid=nope');
    expect(unknownSession.status).toBe(400);
    expectCommonHeaders(unknownSession.headers);
    const overHttps = await get('/socket.io/?EIO=4&transport=polling', {
      'x-forwarded-proto': 'https',
    });
    expect(overHttps.headers.get('strict-transport-security')).toBeTruthy();
  });

  it('uploads keep their sandboxing policy, so an upload can never run as a page', async () => {
    const { client } = await signedInAs(test);
    const upload = await client.postForm('/api/upload', imageForm(PNG_1X1, 'a.png'));
    expect(upload.status).toBe(200);
    const answer = await get(upload.body.data.display_url);
    expect(answer.status).toBe(200);
    expectCommonHeaders(answer.headers);
    const csp = answer.headers.get('content-security-policy')!;
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
  });

  it('HSTS and upgrade-insecure-requests only over HTTPS through the trusted proxy', async () => {
    const answer = await get('/', { 'x-forwarded-proto': 'https' });
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(answer.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe('the session cookie', () => {
  const register = (headers: Record<string, string>) =>
    fetch(new URL('/api/auth/register', test.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        name: 'Cookie Person',
        email: `cookie${Math.random().toString(36).slice(2)}@hostel.test`,
        password: 'Secret#2026',
        photo: 'https://images.example/a.png',
      }),
    });

  it('is __Host- prefixed and Secure over HTTPS, and only that name is read there', async () => {
    const answer = await register({ 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(201);
    const cookie = answer.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/^__Host-hm_session=[A-Za-z0-9_-]{43}; path=\/;.*secure/im);
    expect(cookie).not.toMatch(/domain=/i);
    const token = cookie.match(/__Host-hm_session=([^;]+)/)![1]!;
    const me = (headers: Record<string, string>) =>
      get('/api/auth/me', headers).then((response) => response.status);
    expect(await me({ 'x-forwarded-proto': 'https', cookie: `__Host-hm_session=${token}` })).toBe(
      200,
    );
    // A plain-named cookie (which a subdomain or an http page could plant) is not read over HTTPS.
    expect(await me({ 'x-forwarded-proto': 'https', cookie: `hm_session=${token}` })).toBe(401);
  });

  it('is hm_session without Secure on plain http (browsers refuse __Host- there)', async () => {
    const answer = await register({});
    const cookie = answer.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/^hm_session=/m);
    expect(cookie).not.toMatch(/secure/i);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });

  it('comes without a .sig companion, at sign-up, sign-in and sign-out', async () => {
    const email = `sig${Math.random().toString(36).slice(2)}@hostel.test`;
    const post = (path: string, body?: unknown, cookie = '') =>
      fetch(new URL(path, test.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const registered = await post('/api/auth/register', {
      name: 'Sig Person',
      email,
      password: 'Secret#2026',
      photo: 'https://images.example/a.png',
    });
    const signedIn = await post('/api/auth/login', { email, password: 'Secret#2026' });
    expect(signedIn.status).toBe(200);
    const session = signedIn.headers.getSetCookie().find((line) => line.startsWith('hm_session='))!;
    const signedOut = await post('/api/remove-jwt', undefined, session.split(';')[0]);
    for (const answer of [registered, signedIn, signedOut]) {
      const names = answer.headers.getSetCookie().map((line) => line.split('=')[0]);
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => name!.endsWith('.sig'))).toEqual([]);
    }
  });
});
