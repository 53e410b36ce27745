// The signed-in resident's passes (GET /api/meal-pass): one for today and each of the next
// PASS_DAYS_AHEAD days a cover period holds, each signed for that day and the resident's pass
// generation, with the day's one-time-code secret and tag. A day not covered gets no pass, so a
// counter never sees one for it; with no pass at all, `reason` says why.
import {
  addDaysToDate,
  badgeTier,
  dateAt,
  type MealPasses,
  type ResidentDayPass,
} from '@hostel/shared-schema';
import { PASS_DAYS_AHEAD, passTag, passToken, signDayPass } from '@hostel/shared-schema/meal-pass';
import type { Executor } from '../../db/database';
import type { SessionUser } from '../../http/context';
import type { PassKeyRing } from '../../meal-pass/pass-keys';
import { coversBetween } from '../covers/cover-periods';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';
import { passSecret } from './pass-secrets';

export const NO_PACKAGE_PASS_MESSAGE =
  'A meal pass comes with a package: subscribe to one to get your pass';
export const notCoveredPassMessage = (days: number) =>
  `Your package does not cover today or the next ${days} days: renew it from My Profile (Renew package) to get your pass`;

export async function passGeneration(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('pass_generation')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.pass_generation);
}

export async function residentPasses(
  db: Executor,
  clock: Clock,
  keys: PassKeyRing,
  user: SessionUser,
): Promise<MealPasses> {
  const now = clock.now();
  const { timeZone } = await loadSettings(db);
  const today = dateAt(now, timeZone);
  const last = addDaysToDate(today, PASS_DAYS_AHEAD);
  const email = user.email.toLowerCase();
  const covers = (await coversBetween(db, today, last)).filter((cover) => cover.email === email);
  const generation = await passGeneration(db, user.id);
  const passes: ResidentDayPass[] = [];
  for (let offset = 0; offset <= PASS_DAYS_AHEAD; offset += 1) {
    const date = addDaysToDate(today, offset);
    if (!covers.some((cover) => cover.starts <= date && date <= cover.ends)) continue;
    const pass = { residentId: user.id, date, generation };
    const secret = passSecret(keys.signing, pass);
    passes.push({
      date,
      token: passToken(signDayPass(keys.signing, pass)),
      secret,
      tag: passTag(secret),
    });
  }
  const reason =
    passes.length > 0
      ? null
      : badgeTier(user.badge) === undefined
        ? NO_PACKAGE_PASS_MESSAGE
        : notCoveredPassMessage(PASS_DAYS_AHEAD);
  return { serverTime: now, today, passes, reason };
}
