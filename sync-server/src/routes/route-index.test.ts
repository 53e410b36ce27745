// The route index answers as one @koa/router Router holding every route would: the same route
// for a path (whatever its case), the same 405, OPTIONS and 501 answers, the route pattern for
// the request log, for routes added before or after its middleware was made; and it refuses a
// route whose first segment is not literal.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../http/context';
import { RouteIndex } from './route-index';

let server: Server;
let base: string;
let routes: RouteIndex;

beforeAll(async () => {
  routes = new RouteIndex('/api');
  routes.get('/meal/:id', (ctx) => {
    ctx.body = { meal: ctx.params.id, route: (ctx as { _matchedRoute?: string })._matchedRoute };
  });
  routes.post('/meal/:id/like', (ctx) => {
    ctx.body = { liked: ctx.params.id };
  });
  routes.get('/all-meals', (ctx) => {
    ctx.body = { all: true };
  });
  routes.delete('/all-meals/:id', (ctx) => {
    ctx.body = { deleted: ctx.params.id };
  });
  const koa = new Koa<AppState>();
  koa.use(routes.middleware());
  koa.use((ctx) => {
    ctx.status = 404;
    ctx.body = { fellThrough: ctx.path };
  });
  server = createServer(koa.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const ask = async (method: string, path: string) => {
  const response = await fetch(`${base}${path}`, { method });
  const text = await response.text();
  return {
    status: response.status,
    allow: response.headers.get('allow'),
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
};

describe('the route index', () => {
  it('hands a path to the route of its segment, with its parameters and pattern', async () => {
    expect(await ask('GET', '/api/meal/m-1')).toMatchObject({
      status: 200,
      body: { meal: 'm-1', route: '/api/meal/:id' },
    });
    expect(await ask('POST', '/api/meal/m-1/like')).toMatchObject({ body: { liked: 'm-1' } });
    expect(await ask('GET', '/api/all-meals')).toMatchObject({ body: { all: true } });
    expect(await ask('DELETE', '/api/all-meals/m-2')).toMatchObject({ body: { deleted: 'm-2' } });
  });

  it('matches a path whatever its case, and with a trailing slash', async () => {
    expect(await ask('GET', '/API/Meal/m-1')).toMatchObject({ status: 200, body: { meal: 'm-1' } });
    expect(await ask('GET', '/api/all-meals/')).toMatchObject({ status: 200 });
  });

  it('answers a method its path lacks 405, and OPTIONS with the allowed ones', async () => {
    expect(await ask('PUT', '/api/meal/m-1')).toMatchObject({ status: 405, allow: 'HEAD, GET' });
    expect(await ask('OPTIONS', '/api/meal/m-1')).toMatchObject({
      status: 200,
      allow: 'HEAD, GET',
    });
  });

  it('answers a method no route implements 501, under the prefix or not', async () => {
    for (const path of ['/api/meal/m-1', '/api/nothing-here', '/elsewhere']) {
      expect((await ask('PROPFIND', path)).status).toBe(501);
    }
  });

  it('lets a path of no route through to what follows', async () => {
    for (const path of ['/api/nothing-here', '/api/meal', '/api//meal/m-1', '/api', '/menu']) {
      expect(await ask('GET', path)).toEqual({
        status: 404,
        allow: null,
        body: { fellThrough: path },
      });
    }
  });

  it('refuses a route whose first segment is a parameter or a pattern', () => {
    const routes = new RouteIndex('/api');
    expect(() => routes.get('/:area/list', () => undefined)).toThrow(/first segment/);
    expect(() => routes.get('/{*rest}', () => undefined)).toThrow(/first segment/);
    expect(() => routes.get('/', () => undefined)).toThrow(/first segment/);
  });

  it('serves a route added after its middleware was made, under a new segment or a known one', async () => {
    routes.get('/kitchen/:id', (ctx) => {
      ctx.body = { kitchen: ctx.params.id };
    });
    routes.get('/meal/:id/ingredients', (ctx) => {
      ctx.body = { ingredientsOf: ctx.params.id };
    });
    expect(await ask('GET', '/api/kitchen/k-1')).toMatchObject({ body: { kitchen: 'k-1' } });
    expect(await ask('GET', '/api/meal/m-1/ingredients')).toMatchObject({
      body: { ingredientsOf: 'm-1' },
    });
  });
});
