// What a resident is told about their cover: until when it runs, whether it is ending (a notice
// from COVER_NOTICE_DAYS before the last day) or over, and whether a renewal is offered (from
// RENEWAL_WINDOW_DAYS before the last day, and at any time after). Dated by the server's clock
// in the hostel's time zone.
import {
  addDaysToDate,
  badgeTier,
  COVER_NOTICE_DAYS,
  dateAt,
  PACKAGE_PRICES,
  RENEWAL_WINDOW_DAYS,
  type CoverStatus,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import { coverOn, lastCoveredDay } from './cover-periods';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar days from `from` to `to` (dates as YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export async function coverStatus(
  db: Executor,
  clock: Clock,
  user: { email: string; badge: string },
): Promise<CoverStatus> {
  const settings = await loadSettings(db);
  const today = dateAt(clock.now(), settings.timeZone);
  const tier = badgeTier(user.badge);
  if (!tier) {
    return {
      package: null,
      state: 'none',
      today,
      coveredUntil: null,
      daysLeft: 0,
      renewFrom: null,
      canRenew: false,
      renewalPrice: null,
    };
  }
  const last = await lastCoveredDay(db, user.email);
  const coveredToday = last !== undefined && (await coverOn(db, user.email, today)) !== undefined;
  // Covered days left, today included.
  const daysLeft = coveredToday ? daysBetween(today, last) + 1 : 0;
  const renewFrom = last === undefined ? today : addDaysToDate(last, -RENEWAL_WINDOW_DAYS);
  return {
    package: tier,
    state: !coveredToday ? 'ended' : daysLeft <= COVER_NOTICE_DAYS ? 'ending' : 'covered',
    today,
    coveredUntil: last ?? null,
    daysLeft,
    renewFrom,
    canRenew: today >= renewFrom,
    renewalPrice: PACKAGE_PRICES[tier],
  };
}
