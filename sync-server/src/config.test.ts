import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'hostel-config-'));

describe('loadConfig', () => {
  it('uses the defaults of the design', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.adminEmails).toEqual([]);
    expect(config.paymentProvider).toBe('test');
    expect(config.identityProvider).toBe('embedded');
  });

  it('generates SESSION_SECRET once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('reads ADMIN_EMAILS as a lower-cased list', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: 'Boss@Hostel.test, cook@hostel.test',
    });
    expect(config.adminEmails).toEqual(['boss@hostel.test', 'cook@hostel.test']);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['ADMIN_EMAILS', 'not-an-email'],
    ['SESSION_SECRET', 'short'],
    ['PAYMENT_PROVIDER', 'paypal'],
    ['SESSION_TTL_HOURS', '-1'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrowError(new RegExp(name));
  });

  it('requires the Stripe key when Stripe is the payment provider', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PAYMENT_PROVIDER: 'stripe' })).toThrowError(
      /STRIPE_SECRET_KEY/,
    );
  });

  it('stops the real start with a message naming the bad value', () => {
    const result = spawnSync('npx', ['tsx', 'sync-server/src/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: tempDir() },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).toMatch(/not-a-port/);
  }, 60_000);
});
