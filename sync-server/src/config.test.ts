import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { serverBundle } from './test-support/server-bundle';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'hostel-config-'));

describe('loadConfig', () => {
  it('uses the defaults of the design', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.warnings).toEqual([]);
    expect(config.paymentProvider).toBe('test');
    expect(config.identityProvider).toBe('embedded');
    expect(config.uploadsDir).toBe(path.join(dataDir, 'uploads'));
    expect(config.redisUrl).toBeUndefined();
  });

  it('generates SESSION_SECRET once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it.each(['Boss@Hostel.test, cook@hostel.test', 'not-an-email'])(
    'starts with ADMIN_EMAILS=%s set, warning that it is ignored',
    (value) => {
      const config = loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAILS: value });
      expect(config.warnings).toEqual([
        expect.stringMatching(/ADMIN_EMAILS is ignored.*create-admin/),
      ]);
    },
  );

  it('reads LOG_LEVEL (info by default), and warns that LOG_REQUESTS is no longer read', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).logLevel).toBe('info');
    expect(loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    const config = loadConfig({ DATA_DIR: tempDir(), LOG_REQUESTS: 'true' });
    expect(config.warnings).toEqual([expect.stringMatching(/LOG_REQUESTS is ignored.*LOG_LEVEL/)]);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SESSION_SECRET', 'short'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['SESSION_TTL_HOURS', '-1'],
    ['REDIS_URL', 'http://redis:6379'],
    ['VAPID_PUBLIC_KEY', 'not-a-key'],
    ['VAPID_PRIVATE_KEY', 'A'.repeat(43)],
    ['VAPID_SUBJECT', 'http://hostel.example'],
    ['PUSH_SERVICE_ORIGINS', 'ftp://push.example'],
    ['PUSH_SERVICE_CA', '/no/such/ca.pem'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['LOG_LEVEL', 'verbose'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrowError(new RegExp(name));
  });

  it('reads TRUST_PROXY as the trusted proxies: private networks for true, or a list', () => {
    const off = loadConfig({ DATA_DIR: tempDir() });
    expect([off.trustProxy, off.trustedProxies]).toEqual([false, []]);
    const on = loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' });
    expect(on.trustProxy).toBe(true);
    expect(on.trustedProxies).toContain('127.0.0.0/8');
    const listed = loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.5, fd00::/8' });
    expect(listed.trustedProxies).toEqual(['10.0.0.5', 'fd00::/8']);
  });

  it('requires the Stripe key when Stripe is the payment provider', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PAYMENT_PROVIDER: 'stripe' })).toThrowError(
      /STRIPE_SECRET_KEY/,
    );
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, /STRIPE_PUBLISHABLE_KEY: required/],
    [{ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, /STRIPE_SECRET_KEY/],
    [
      {
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_CURRENCY: 'BDT',
      },
      /STRIPE_CURRENCY/,
    ],
  ])('checks the Stripe settings together (%o)', (env, message) => {
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), PAYMENT_PROVIDER: 'stripe', ...env }),
    ).toThrowError(message);
  });

  it('reads Stripe with the default currency bdt', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      currency: 'bdt',
      webhookSecret: undefined,
      apiUrl: undefined,
    });
  });

  it('reads the Firebase web config; the emulator only for a demo- project, never by default', () => {
    const firebase = { IDENTITY_PROVIDER: 'firebase', FIREBASE_API_KEY: 'AIza-test-key' };
    const real = loadConfig({ DATA_DIR: tempDir(), ...firebase, FIREBASE_PROJECT_ID: 'hostel-1' });
    expect(real.firebaseWeb).toEqual({
      apiKey: 'AIza-test-key',
      authDomain: 'hostel-1.firebaseapp.com',
      projectId: 'hostel-1',
    });
    expect(real.firebaseAuthEmulatorUrl).toBeUndefined();
    expect(() =>
      loadConfig({
        DATA_DIR: tempDir(),
        ...firebase,
        FIREBASE_PROJECT_ID: 'hostel-1',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrowError(/FIREBASE_AUTH_EMULATOR_HOST/);
    const emulated = loadConfig({
      DATA_DIR: tempDir(),
      ...firebase,
      FIREBASE_PROJECT_ID: 'demo-hostel',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(emulated.firebaseAuthEmulatorUrl).toBe('http://127.0.0.1:9099');
  });

  it('stops the real start with a message naming the bad value', async () => {
    const entry = await serverBundle();
    // As `npm start` runs it: the compiled bundle.
    const result = spawnSync(process.execPath, [entry], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: tempDir() },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).toMatch(/not-a-port/);
  }, 60_000);
});
