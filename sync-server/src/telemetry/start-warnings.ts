// Warnings logged once at start about settings that are valid but risky in production. The test
// card processor (PAYMENT_PROVIDER unset or 'test') grants a package for a documented test card:
// right for a demo, a giveaway on an installation that forgot the setting, so without demo data
// (a real installation, most likely) the start says so.
import type { Logger } from 'pino';
import type { Config } from '../config';

export const TEST_PAYMENTS_WARNING =
  'Warning: the test card processor is on (PAYMENT_PROVIDER is unset or "test") and demo data ' +
  'is off: a documented test card buys a package and no money is taken. Set ' +
  'PAYMENT_PROVIDER=stripe (with the STRIPE_* keys) to take real payments.';

export function logStartWarnings(config: Config, logger: Logger): void {
  if (config.paymentProvider === 'test' && !config.seedDemoData) {
    logger.warn(TEST_PAYMENTS_WARNING);
  }
}
