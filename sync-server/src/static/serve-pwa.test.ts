// The server serves the built PWA: hashed assets cached for a year, everything else revalidated,
// the SPA fallback for the PWA's routes (a prerendered page's own HTML for its route only: the
// home page's, the sign-in page's, the sign-up page's), and never the PWA for /api paths.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';

let test: TestServer;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'hostel-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Hostel Meals</title><h1>the home page</h1>',
  );
  writeFileSync(path.join(dist, 'shell.html'), '<!doctype html><title>Hostel Meals</title>');
  for (const page of ['login', 'registration']) {
    writeFileSync(
      path.join(dist, `${page}.html`),
      `<!doctype html><title>Hostel Meals</title><h1>the ${page} page</h1>`,
    );
  }
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  test = await startTestServer({ PWA_DIST_DIR: dist });
});
afterAll(() => test.close());

describe('serving the PWA', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const response = await test.client().get('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(response.headers.get('cache-control')).toMatch(/immutable/);
  });

  it.each(['/sw.js', '/logo.png', '/'])('revalidates %s', async (url) => {
    const response = await test.client().get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/meal/abc', '/all-meals', '/dashboard/my-profile', '/checkout/gold', '/no/such/page'])(
    'answers the app shell for %s (the router shows the page or its error page)',
    async (url) => {
      const response = await test.client().get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.body).toContain('<title>Hostel Meals</title>');
      // A prerendered page's first paint is never on another route.
      expect(response.body).not.toMatch(/the (home|login|registration) page/);
    },
  );

  it('answers index.html, with the home page in it, for /', async () => {
    const response = await test.client().get('/');
    expect(response.body).toContain('<h1>the home page</h1>');
  });

  it.each(['login', 'registration'])(
    'answers %s.html, with its page in it, for its route',
    async (page) => {
      const response = await test.client().get(`/${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.body).toContain(`<h1>the ${page} page</h1>`);
    },
  );

  it('never answers the PWA for an /api path', async () => {
    const response = await test.client().get('/api/no-such-call');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });

  it('does not serve files outside the build', async () => {
    const response = await test.client().get('/..%2f..%2fpackage.json');
    expect(String(response.body)).not.toContain('"workspaces"');
  });
});
