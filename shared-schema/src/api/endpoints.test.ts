// The endpoint catalogue is well formed (one entry per method and path, path parameters named by
// its params schema, no GET body), and the response types the PWA and server already import are
// the shapes of the response schemas (checked by the type checker through expectTypeOf).
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { User } from '../entities/user';
import type { SyncRejection } from '../sync/protocol';
import { ENDPOINTS, type Endpoint } from './endpoints';
import { userDocSchema, type UserDoc } from './auth';
import { syncRejectionSchema } from './sync';
import { requestedMealsPageSchema, type RequestedMealsPage } from './requested-meals';
import { apiErrorBodySchema, type ApiErrorBody } from './common';

const entries = Object.entries(ENDPOINTS) as [string, Endpoint][];

describe('ENDPOINTS', () => {
  it('has one entry per method and path', () => {
    const keys = entries.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(entries)('%s: path parameters are its params schema keys', (_name, endpoint) => {
    expect(endpoint.path).toMatch(/^\//);
    const inPath = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const shape = (endpoint.params as z.ZodObject | undefined)?.shape ?? {};
    expect(Object.keys(shape).sort()).toEqual(inPath);
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      expect(endpoint.body).toBeUndefined();
    }
  });

  it('keeps the response types the clients import', () => {
    expectTypeOf<z.output<typeof userDocSchema>>().toExtend<UserDoc>();
    expectTypeOf<UserDoc>().toEqualTypeOf<User>();
    expectTypeOf<z.output<typeof syncRejectionSchema>>().toEqualTypeOf<SyncRejection>();
    expectTypeOf<z.output<typeof requestedMealsPageSchema>>().toEqualTypeOf<RequestedMealsPage>();
    expectTypeOf<z.output<typeof apiErrorBodySchema>>().toEqualTypeOf<ApiErrorBody>();
  });
});
