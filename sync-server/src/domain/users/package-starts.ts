// When each package holder's package began, in the hostel's time zone: the date of their first
// payment, or of their account when the package came without one (seeded or granted). The one
// rule for "a resident with a package on that date", shared by the Kitchen's headcount and the
// monthly statements, so a resident never counts in a month before they held a package.
import { badgeTier, dateAt } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';

export type Member = { email: string; badge: string; created_at: number };

/** Each current package holder's start date (YYYY-MM-DD) by lower-cased e-mail; others absent. */
export async function packageStarts(
  db: Executor,
  timeZone: string,
  users: Member[],
): Promise<Map<string, string>> {
  const holders = users.filter((user) => badgeTier(user.badge) !== undefined);
  if (holders.length === 0) return new Map();
  const firstPayments = new Map(
    (
      await db
        .selectFrom('payments')
        .select(['email', (eb) => eb.fn.min('payment_date').as('first')])
        .groupBy('email')
        .execute()
    ).map((row) => [row.email.toLowerCase(), Number(row.first)]),
  );
  return new Map(
    holders.map((user) => {
      const email = user.email.toLowerCase();
      const began = firstPayments.get(email) ?? Number(user.created_at);
      return [email, dateAt(began, timeZone)];
    }),
  );
}
