// The one place cover periods are written and read. A period covers the days from `starts` to
// `ends` inclusive (hostel's time zone); one resident's periods never overlap, because a new one
// starts the day after the last one ends, or later. A payment buys at most one period (the
// unique payment_id), so presenting it again never extends a cover twice.
import { addDaysToDate, COVER_DAYS, isPackageName, type PackageName } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';

export type Cover = {
  id: string;
  email: string;
  package: PackageName;
  paid: number;
  starts: string;
  ends: string;
  paymentId: string | null;
};

type CoverRow = {
  id: string;
  email: string;
  package: string;
  paid: number | string;
  starts: string;
  ends: string;
  payment_id: string | null;
};

const toCover = (row: CoverRow): Cover => ({
  id: row.id,
  email: row.email,
  package: isPackageName(row.package) ? row.package : 'silver',
  paid: Number(row.paid),
  starts: row.starts,
  ends: row.ends,
  paymentId: row.payment_id,
});

const COLUMNS = ['id', 'email', 'package', 'paid', 'starts', 'ends', 'payment_id'] as const;

/** The last day of a period of COVER_DAYS days starting on `starts`. */
export const periodEnd = (starts: string): string => addDaysToDate(starts, COVER_DAYS - 1);

/** One resident's periods, oldest first. */
export async function coversOf(db: Executor, email: string): Promise<Cover[]> {
  const rows = await db
    .selectFrom('package_covers')
    .select(COLUMNS)
    .where('email', '=', email.toLowerCase())
    .orderBy('starts')
    .execute();
  return rows.map(toCover);
}

/** The resident's period holding `date`, if any. */
export async function coverOn(db: Executor, email: string, date: string) {
  const row = await db
    .selectFrom('package_covers')
    .select(COLUMNS)
    .where('email', '=', email.toLowerCase())
    .where('starts', '<=', date)
    .where('ends', '>=', date)
    .executeTakeFirst();
  return row && toCover(row);
}

/** Every period overlapping the days from `first` to `last`, for any resident. */
export async function coversBetween(db: Executor, first: string, last: string): Promise<Cover[]> {
  const rows = await db
    .selectFrom('package_covers')
    .select(COLUMNS)
    .where('starts', '<=', last)
    .where('ends', '>=', first)
    .orderBy('email')
    .orderBy('starts')
    .execute();
  return rows.map(toCover);
}

/** The last covered day of a resident, or undefined without any period. */
export async function lastCoveredDay(db: Executor, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('package_covers')
    .select((eb) => eb.fn.max('ends').as('last'))
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.last ?? undefined;
}

/** Writes a period of COVER_DAYS days from `starts` (or until `ends` when given). */
export async function addCover(
  db: Executor,
  period: {
    email: string;
    package: PackageName;
    paid: number;
    starts: string;
    ends?: string;
    paymentId: string | null;
    now: number;
  },
): Promise<Cover> {
  const cover: Cover = {
    id: newId(),
    email: period.email.toLowerCase(),
    package: period.package,
    paid: period.paid,
    starts: period.starts,
    ends: period.ends ?? periodEnd(period.starts),
    paymentId: period.paymentId,
  };
  await db
    .insertInto('package_covers')
    .values({
      id: cover.id,
      email: cover.email,
      package: cover.package,
      paid: cover.paid,
      starts: cover.starts,
      ends: cover.ends,
      payment_id: cover.paymentId,
      created_at: period.now,
    })
    .execute();
  return cover;
}
