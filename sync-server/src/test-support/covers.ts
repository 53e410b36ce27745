// Cover periods for test residents without going through the card payment screens: a period
// written straight to the database, from today by the server's clock unless told otherwise,
// worth the package's price. (The payment path has its own tests: covers/renewal.test.ts.)
import { badgeTier, dateAt, PACKAGE_PRICES } from '@hostel/shared-schema';
import { addCover, type Cover } from '../domain/covers/cover-periods';
import { systemClock, type Clock } from '../domain/hostel/clock';
import { loadSettings } from '../domain/hostel/settings';
import type { TestServer } from './test-server';

export async function giveCover(
  test: Pick<TestServer, 'db'> & { clock?: Clock },
  user: { email: string },
  badge: string,
  period: { starts?: string; ends?: string; paid?: number } = {},
): Promise<Cover> {
  const tier = badgeTier(badge);
  if (!tier) throw new Error(`${badge} holds no package to cover`);
  const now = (test.clock ?? systemClock).now();
  const { timeZone } = await loadSettings(test.db);
  return addCover(test.db, {
    email: user.email,
    package: tier,
    paid: period.paid ?? PACKAGE_PRICES[tier],
    starts: period.starts ?? dateAt(now, timeZone),
    ends: period.ends,
    paymentId: null,
    now,
  });
}
