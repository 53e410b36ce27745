// Monthly statements: per resident and month, the package payments, the skipped meals with their
// dates and rebates, the rebate total and the net (paid minus rebates), and each cover period
// overlapping the month with its own figures (paid, skips, rebates, net: covers/period-figures.ts),
// so a period that runs across two months is shown whole in both. The month is the hostel's
// calendar month, in its time zone. A resident holds their package on a month's statement when
// one of their cover periods falls in it (the Kitchen's rule too). Beyond the spec, the meals a
// counter served the resident (one per slot, duplicates left out); a skipped slot served anyway
// is listed as served and gives no rebate (docs/decisions/0234-served-while-skipped.md).
import {
  addDaysToDate,
  badgeTier,
  instantOf,
  type MealType,
  type Statement,
  type StatementsAnswer,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { loadSettings } from '../hostel/settings';
import { coversBetween } from '../covers/cover-periods';
import { periodFigures, skipsBetween } from '../covers/period-figures';
import { isServed, servedSlot } from '../servings/served-slot';

type Person = { email: string; name: string; badge: string };

/** The first instant of a month and of the next one, in the hostel's time zone. */
function monthBounds(month: string, timeZone: string): [number, number] {
  const first = `${month}-01`;
  const next = nextMonthStart(first);
  return [instantOf(first, '00:00', timeZone), instantOf(next, '00:00', timeZone)];
}

/** The first day of the next month (months have 28 to 31 days). */
function nextMonthStart(first: string): string {
  let date = addDaysToDate(first, 28);
  while (!date.endsWith('-01')) date = addDaysToDate(date, 1);
  return date;
}

async function statementsFor(db: Executor, month: string, people: Person[]): Promise<Statement[]> {
  if (people.length === 0) return [];
  const settings = await loadSettings(db);
  const [start, end] = monthBounds(month, settings.timeZone);
  const emails = people.map((person) => person.email.toLowerCase());
  const monthFirst = `${month}-01`;
  const monthLast = addDaysToDate(nextMonthStart(monthFirst), -1);
  const covers = await coversBetween(db, monthFirst, monthLast);
  const payments = await db
    .selectFrom('payments')
    .select(['email', 'payment_date', 'amount', 'package', 'transaction_id'])
    .where('payment_date', '>=', start)
    .where('payment_date', '<', end)
    .orderBy('payment_date')
    .execute();
  const skips = await db
    .selectFrom('skips')
    .select((eb) => ['user_email', 'date', 'slot', 'rebate', servedSlot(eb).as('served')])
    .where('user_email', 'in', emails)
    .where('date', '>=', `${month}-01`)
    .where('date', '<=', `${month}-31`)
    .where('skipped', '=', 1)
    .where('deleted', '=', 0)
    .orderBy('date')
    .orderBy('slot')
    .execute();
  const servings = await db
    .selectFrom('servings')
    .select(['user_email', 'date', 'slot'])
    .where('user_email', 'in', emails)
    .where('date', '>=', monthFirst)
    .where('date', '<=', monthLast)
    .where('duplicate', '=', 0)
    .where('deleted', '=', 0)
    .execute();
  const slotOrder = { breakfast: 0, lunch: 1, dinner: 2 } as Record<string, number>;
  const bySlot = (a: { date: string; slot: string }, b: { date: string; slot: string }) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : slotOrder[a.slot] - slotOrder[b.slot];
  const statements: Statement[] = [];
  for (const person of people) {
    const email = person.email.toLowerCase();
    const own = payments.filter((payment) => payment.email.toLowerCase() === email);
    const skipped = skips
      .filter((skip) => skip.user_email === email)
      .map((skip) => {
        const served = isServed(skip.served);
        return {
          date: skip.date,
          slot: skip.slot as MealType,
          rebate: served ? 0 : Number(skip.rebate),
          served,
        };
      })
      .sort(bySlot);
    const servedMeals = servings
      .filter((serving) => serving.user_email === email)
      .map((serving) => ({ date: serving.date, slot: serving.slot as MealType }))
      .sort(bySlot);
    const paid = own.reduce((sum, payment) => sum + Number(payment.amount), 0);
    const rebateTotal = skipped.reduce((sum, skip) => sum + skip.rebate, 0);
    const ownCovers = covers.filter((cover) => cover.email === email);
    // A period may reach into the months around this one: its figures count its whole span.
    const periodSkips =
      ownCovers.length === 0
        ? []
        : await skipsBetween(db, email, ownCovers[0].starts, ownCovers.at(-1)!.ends);
    const held = ownCovers.length > 0;
    statements.push({
      month,
      email,
      name: person.name,
      package: held ? (badgeTier(person.badge) ?? null) : null,
      payments: own.map((payment) => ({
        date: Number(payment.payment_date),
        amount: Number(payment.amount),
        package: payment.package,
        transactionId: payment.transaction_id,
      })),
      skips: skipped,
      servedMeals,
      paid,
      rebateTotal,
      net: paid - rebateTotal,
      periods: ownCovers.map((cover) => periodFigures(cover, periodSkips)),
    });
  }
  return statements;
}

export async function myStatement(db: Executor, email: string, month: string): Promise<Statement> {
  const person = await db
    .selectFrom('users')
    .select(['email', 'name', 'badge'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!person) throw notFound('User');
  const [statement] = await statementsFor(db, month, [person]);
  return statement;
}

/** Every resident who held a package, paid or skipped in the month, by name. */
export async function allStatements(db: Executor, month: string): Promise<StatementsAnswer> {
  const users = await db
    .selectFrom('users')
    .select(['email', 'name', 'badge'])
    .orderBy('name')
    .orderBy('email')
    .execute();
  const all = await statementsFor(db, month, users);
  const statements = all.filter(
    (statement) =>
      statement.package !== null || statement.payments.length > 0 || statement.skips.length > 0,
  );
  const totals = statements.reduce(
    (sum, statement) => ({
      paid: sum.paid + statement.paid,
      skips: sum.skips + statement.skips.length,
      rebateTotal: sum.rebateTotal + statement.rebateTotal,
      net: sum.net + statement.net,
    }),
    { paid: 0, skips: 0, rebateTotal: 0, net: 0 },
  );
  return { month, statements, totals };
}
