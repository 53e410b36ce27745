// Routes are declared once: every route under /api is mounted through mountEndpoint
// from a declaration of the shared catalogue (shared-schema api/endpoints.ts), with the
// declaration's method and path, and every declaration is mounted, under each configuration
// that switches routes on or off. The only route of /api outside the catalogue is the image
// files' GET /uploads/:name (files, not an API call).
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE, ENDPOINTS, type Endpoint, type EndpointName } from '@hostel/shared-schema';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { koaPath, mountedOn } from '../http/mount-endpoint';
import { buildRoutes } from './index';
import { systemClock } from '../domain/hostel/clock';
import { newPassKeyPair } from '@hostel/shared-schema/meal-pass';
import { keyRingOfEnvironment } from '../meal-pass/pass-keys';

const NOT_API_CALLS = [`GET ${API_BASE}/uploads/:name`];

const CONFIGS: Record<string, Record<string, string>> = {
  'embedded sign-in, test payments (the default)': {},
  'Firebase sign-in, Stripe payments': {
    IDENTITY_PROVIDER: 'firebase',
    FIREBASE_PROJECT_ID: 'demo-hostel',
    FIREBASE_API_KEY: 'demo-api-key-for-tests',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_hostel',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_hostel',
    STRIPE_WEBHOOK_SECRET: 'whsec_hostel',
  },
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-routes-'));
const db: Db = openDatabase(dataDir);
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const named = Object.entries(ENDPOINTS) as [EndpointName, Endpoint][];
const nameOf = (endpoint: Endpoint) => named.find(([, entry]) => entry === endpoint)?.[0];

function mountUnder(env: Record<string, string>) {
  const config = loadConfig({
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: dataDir,
    ...env,
  });
  const passKeys = keyRingOfEnvironment([newPassKeyPair().secretKey]);
  const routes = buildRoutes({
    db,
    config,
    events: new EventEmitter(),
    clock: systemClock,
    passKeys,
  });
  const layers = routes.routers
    .flatMap((router) => router.stack)
    .filter((layer) => String(layer.path).startsWith(API_BASE) && layer.methods.length > 0)
    .map((layer) => `${layer.methods.filter((m) => m !== 'HEAD').join()} ${String(layer.path)}`);
  const records = mountedOn(routes);
  return { config, layers, records };
}

describe.each(Object.entries(CONFIGS))('with %s', (_label, env) => {
  const { layers, records } = mountUnder(env);
  const declared = records.flatMap((record) => record.endpoints);

  it('mounts every route of /api from a declaration', () => {
    const fromDeclarations = records.map((record) => `${record.method} ${API_BASE}${record.path}`);
    const undeclared = layers.filter(
      (route) => !fromDeclarations.includes(route) && !NOT_API_CALLS.includes(route),
    );
    expect(undeclared).toEqual([]);
    expect(layers.length).toBe(fromDeclarations.length + NOT_API_CALLS.length);
  });

  it("mounts each declaration once, at the declaration's own method and path", () => {
    expect(declared.map(nameOf).filter((name) => name === undefined)).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
    for (const record of records) {
      for (const endpoint of record.endpoints) {
        expect(endpoint.method, nameOf(endpoint)).toBe(record.method);
        // A group (the replication routes) serves one declaration per value of its parameter.
        const pattern = new RegExp(`^${record.path.replace(/:\w+/g, '[^/]+')}$`);
        expect(koaPath(endpoint.path), nameOf(endpoint)).toMatch(pattern);
      }
    }
  });

  it('mounts the declarations switched on by this configuration', () => {
    const conditions = Object.entries(env).map(([key, value]) => `${key}=${value}`);
    const expected = named
      .filter(([, endpoint]) => endpoint.when && conditions.includes(endpoint.when))
      .map(([name]) => name);
    const mounted = declared.map(nameOf);
    expect(expected.filter((name) => !mounted.includes(name))).toEqual([]);
  });
});

it('mounts every declaration without a condition in the default configuration', () => {
  const mounted = mountUnder({}).records.flatMap((record) => record.endpoints);
  const unconditional = named.filter(([, endpoint]) => !endpoint.when).map(([name]) => name);
  expect(unconditional.filter((name) => !mounted.includes(ENDPOINTS[name]))).toEqual([]);
  expect(mounted).toContain(ENDPOINTS.testConfirm);
});
