// The start warns, in the server's log, when the test card processor would take real residents'
// payments: PAYMENT_PROVIDER unset (or 'test') on an installation without demo data.
import { describe, expect, it } from 'vitest';
import { capturedLogger } from '../test-support/log-capture';
import { startTestServer } from '../test-support/test-server';
import { TEST_PAYMENTS_WARNING } from './start-warnings';

async function startLines(env: Record<string, string>) {
  const { logger, lines } = capturedLogger('info');
  const test = await startTestServer(env, { logger });
  await test.close();
  return lines.filter((line) => line.level === 'warn' || line.level === 40);
}

const warned = (lines: { msg?: string }[]) =>
  lines.some((line) => line.msg === TEST_PAYMENTS_WARNING);

describe('start warnings', () => {
  it('warns when the test processor is on and demo data is off', async () => {
    expect(warned(await startLines({ SEED_DEMO_DATA: 'false' }))).toBe(true);
    expect(warned(await startLines({ SEED_DEMO_DATA: 'false', PAYMENT_PROVIDER: 'test' }))).toBe(
      true,
    );
  });

  it('says nothing of it for a demo, or with Stripe', async () => {
    expect(warned(await startLines({ SEED_DEMO_DATA: 'true' }))).toBe(false);
    const stripe = {
      SEED_DEMO_DATA: 'false',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_hostel',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_hostel',
      STRIPE_WEBHOOK_SECRET: 'whsec_hostel',
    };
    expect(warned(await startLines(stripe))).toBe(false);
  });
});
