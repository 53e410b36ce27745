// Skip a meal, or undo a skip. The server judges time: the change must arrive strictly
// before the slot's cut-off by the server's clock, whatever the device's clock said when the
// resident tapped. A resident needs a package; each accepted skip records the package and its
// rebate at that moment. Idempotent: the wanted state already held changes nothing, even after
// the cut-off, so a skip pushed twice counts once. Used by PUT /api/skips and the sync push.
import {
  addDaysToDate,
  badgeTier,
  cutoffInstant,
  dateAt,
  skipId,
  tooLateMessage,
  type MealType,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { nextSeq } from '../../db/sequence';
import type { SessionUser } from '../../http/context';
import { conflict } from '../../http/errors';
import type { Clock } from '../hostel/clock';
import { loadSettings } from '../hostel/settings';

/** How far ahead a skip may be made. */
const SKIP_DAYS_AHEAD = 60;
const NO_PACKAGE_SKIP_MESSAGE = 'Skipping a meal needs a package: subscribe to one first';

export async function setSkip(
  db: Executor,
  clock: Clock,
  user: SessionUser,
  date: string,
  slot: MealType,
  skipped: boolean,
): Promise<{ changed: boolean }> {
  const email = user.email.toLowerCase();
  const id = skipId(date, slot, email);
  const existing = await db
    .selectFrom('skips')
    .select(['skipped', 'deleted'])
    .where('id', '=', id)
    .executeTakeFirst();
  const isSkipped = existing !== undefined && existing.deleted === 0 && existing.skipped === 1;
  if (isSkipped === skipped) return { changed: false };

  const tier = badgeTier(user.badge);
  if (!tier) throw conflict(NO_PACKAGE_SKIP_MESSAGE, 'no_package');
  const settings = await loadSettings(db);
  const now = clock.now();
  if (now >= cutoffInstant(settings, date, slot)) {
    throw conflict(tooLateMessage(settings, date, slot, skipped), 'too_late');
  }
  if (date > addDaysToDate(dateAt(now, settings.timeZone), SKIP_DAYS_AHEAD)) {
    throw conflict(`Meals can be skipped at most ${SKIP_DAYS_AHEAD} days ahead`, 'too_far');
  }
  const values = {
    skipped: skipped ? 1 : 0,
    package: tier,
    rebate: skipped ? settings.rebates[tier] : 0,
    updated_at: now,
    seq: await nextSeq(db),
    deleted: 0,
  };
  await db
    .insertInto('skips')
    .values({ id, date, slot, user_email: email, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return { changed: true };
}
