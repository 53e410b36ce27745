import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, http, NETWORK_ERROR_CODE, setUnauthorizedHandler } from './client';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('the API client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(undefined);
  });

  it('builds /api URLs and drops empty query values', () => {
    expect(buildUrl('/all-meals', { search: 'egg', page: 0, x: undefined, y: null })).toBe(
      '/api/all-meals?search=egg&page=0',
    );
  });

  it('returns the JSON answer, with credentials', async () => {
    const fetch = answer(200, { liked: true });
    vi.stubGlobal('fetch', fetch);
    expect(await http.get('/is-liked', { query: { id: '1' } })).toEqual({ liked: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/is-liked?id=1',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it("turns the server's error body into an ApiError", async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        error: { code: 'x', message: 'You have already Requested for this Meal', field: 'mealId' },
      }),
    );
    const error = await http.post('/add-requested-meal', {}).catch((failure) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'x',
      message: 'You have already Requested for this Meal',
      field: 'mealId',
    });
  });

  it.each([401, 403])('reports a %i from an authenticated call (spec §8)', async (status) => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', answer(status, { error: { code: 'c', message: 'm' } }));
    await http.get('/my-profile').catch(() => undefined);
    expect(handler).toHaveBeenCalledWith(status);
  });

  it('does not report a 401 from a call that is not authenticated (login, session probe)', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal(
      'fetch',
      answer(401, {
        error: { code: 'auth/invalid-login-credentials', message: 'Invalid User or Password' },
      }),
    );
    await http.post('/auth/login', {}, { authenticated: false }).catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await http.get('/all-meals').catch((failure) => failure);
    expect(error).toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
  });
});
