// Skip a meal, or undo a skip. The server judges time: the change must arrive strictly before the
// slot's cut-off by the server's clock, whatever the device's clock said when the resident tapped.
// A resident needs a package, and a skip needs the day to be covered by one of their package's
// cover periods (an uncovered day is refused with how to renew). Each accepted skip records the
// period's package and its rebate at that moment, cut so that the period's rebates never exceed
// what was paid for it. Idempotent: the wanted state already held changes nothing, even after
// the cut-off, so a skip pushed twice counts once. Used by PUT /api/skips and the sync push.
// A skip pushed by "I'm away" carries its range's id (`rangeId`): a label kept with the row, never
// a reason to judge it differently. A pushed document whose state is already held but whose
// label differs only relabels the row, so the server keeps exactly what the device holds.
import {
  addDaysToDate,
  badgeTier,
  cutoffInstant,
  dateAt,
  dayLabel,
  SKIP_DAYS_AHEAD,
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
import { coverOn } from '../covers/cover-periods';
import { skipsBetween } from '../covers/period-figures';

const NO_PACKAGE_SKIP_MESSAGE = 'Skipping a meal needs a package: subscribe to one first';

/** The refusal of a skip on a day no cover period holds: it says how to renew. */
export const notCoveredMessage = (date: string) =>
  `Your package does not cover ${dayLabel(date)}: renew it from My Profile (Renew package) to skip this meal`;

export async function setSkip(
  db: Executor,
  clock: Clock,
  user: SessionUser,
  date: string,
  slot: MealType,
  skipped: boolean,
  /** The range that makes this skip, null for one made on its own; undefined leaves the label. */
  rangeId?: string | null,
): Promise<{ changed: boolean }> {
  const email = user.email.toLowerCase();
  const id = skipId(date, slot, email);
  const existing = await db
    .selectFrom('skips')
    .select(['skipped', 'deleted', 'range_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  const isSkipped =
    existing !== undefined && Number(existing.deleted) === 0 && Number(existing.skipped) === 1;
  if (isSkipped === skipped) {
    if (existing === undefined || rangeId === undefined) return { changed: false };
    if ((existing.range_id ?? null) === rangeId) return { changed: false };
    await db
      .updateTable('skips')
      .set({ range_id: rangeId, seq: await nextSeq(db) })
      .where('id', '=', id)
      .execute();
    return { changed: true };
  }

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
  let pack: string = tier;
  let rebate = 0;
  if (skipped) {
    const cover = await coverOn(db, email, date);
    if (!cover) throw conflict(notCoveredMessage(date), 'not_covered');
    // Touching the period's row holds it (a row lock on PostgreSQL) until this transaction ends,
    // so two skips of one period at once cannot both take the last of what it paid.
    await db
      .updateTable('package_covers')
      .set((eb) => ({ created_at: eb.ref('created_at') }))
      .where('id', '=', cover.id)
      .execute();
    const others = await skipsBetween(db, email, cover.starts, cover.ends, id);
    const given = others.reduce((sum, skip) => sum + skip.rebate, 0);
    pack = cover.package;
    rebate = Math.max(0, Math.min(settings.rebates[cover.package], cover.paid - given));
  }
  const values = {
    skipped: skipped ? 1 : 0,
    package: pack,
    rebate,
    updated_at: now,
    seq: await nextSeq(db),
    deleted: 0,
    range_id: rangeId ?? null,
  };
  await db
    .insertInto('skips')
    .values({ id, date, slot, user_email: email, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return { changed: true };
}
