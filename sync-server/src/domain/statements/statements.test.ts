// Packages held before cover periods existed, on a real server: each gets a first period from its
// latest payment's day in the hostel's time zone (else the account's creation), running 30 days
// or 30 days from today when that is later (covers/first-covers.ts, run at every start and here
// after the holders are written), and a statement holds the package in the months its periods
// fall in, never before. The admin's list of a month, the resident's own statement and the
// Kitchen follow the same periods. The suite runs with the server's clock at several instants (a
// leap day, a year's end, years ahead): a statement of a given month never depends on the day it
// is asked for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate } from '@hostel/shared-schema';
import { newId } from '../../db/ids';
import { grantFirstCovers } from '../covers/first-covers';
import { createUser, signedInAs, signedInClient, type TestUser } from '../../test-support/accounts';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** The server's "now" for each run, and that instant's date in Dhaka (UTC+6). */
const NOWS = [
  ['2026-11-27T10:00:00Z', '2026-11-27'],
  ['2028-02-28T18:30:00Z', '2028-02-29'],
  ['2041-12-31T19:00:00Z', '2042-01-01'],
] as const;

describe.each(NOWS)('with the server clock at %s', (now, today) => {
  let test: TestServer;
  afterAll(() => test.close());

  /** A user whose account was created at `createdAt` (an ISO instant). */
  async function userCreatedAt(badge: string, createdAt: string): Promise<TestUser> {
    const user = await createUser(test, { badge });
    await test.db
      .updateTable('users')
      .set({ created_at: Date.parse(createdAt) })
      .where('id', '=', user.id)
      .execute();
    return user;
  }

  async function listedIn(month: string): Promise<Map<string, string | null>> {
    const { client } = await signedInAs(test, 'admin');
    const { status, body } = await client.get('/api/admin/statements', { month });
    expect(status).toBe(200);
    return new Map(
      body.statements.map((s: { email: string; package: string | null }) => [s.email, s.package]),
    );
  }

  async function ownPackage(user: TestUser, month: string): Promise<string | null> {
    const client = await signedInClient(test, user);
    const { status, body } = await client.get('/api/statements/mine', { month });
    expect(status).toBe(200);
    return body.package;
  }

  // Asia/Dhaka (the default) is UTC+6: 20:00 UTC on 28 Feb is 02:00 on 1 March there.
  let seeded: TestUser;
  let payer: TestUser;
  let noPackage: TestUser;
  beforeAll(async () => {
    const clock = new SettableClock(Date.parse(now));
    test = await startTestServer({}, { clock });
    seeded = await userCreatedAt('x-gold', '2026-02-28T20:00:00Z');
    payer = await userCreatedAt('x-silver', '2026-01-10T08:00:00Z');
    await test.db
      .insertInto('payments')
      .values({
        id: newId(),
        email: payer.email,
        name: payer.name,
        payment_date: Date.parse('2026-04-05T12:00:00Z'),
        amount: 3000,
        package: 'silver',
        transaction_id: newId(),
      })
      .execute();
    noPackage = await userCreatedAt('bronze', '2026-01-10T08:00:00Z');
    // A skip of the payer's from before their package, with the rebate of those days.
    await test.db
      .insertInto('skips')
      .values({
        id: `2026-04-01:lunch:${payer.email}`,
        date: '2026-04-01',
        slot: 'lunch',
        user_email: payer.email,
        skipped: 1,
        package: 'silver',
        rebate: 33,
        updated_at: 0,
        seq: 1,
      })
      .execute();
    expect(await grantFirstCovers(test.db, clock)).toBe(2);
    expect(await grantFirstCovers(test.db, clock)).toBe(0);
  });

  it('gives each package held before periods a first one, generous to today', async () => {
    const periods = await test.db
      .selectFrom('package_covers')
      .select(['email', 'starts', 'ends', 'paid', 'package'])
      .orderBy('starts')
      .execute();
    const lastDay = addDaysToDate(today, 29);
    expect(periods).toEqual([
      { email: seeded.email, starts: '2026-03-01', ends: lastDay, paid: 0, package: 'gold' },
      { email: payer.email, starts: '2026-04-05', ends: lastDay, paid: 3000, package: 'silver' },
    ]);
    const skip = await test.db.selectFrom('skips').select('rebate').executeTakeFirstOrThrow();
    expect(skip.rebate).toBe(0);
  });

  describe('a package on the monthly statements', () => {
    it('lists a package holder only from the month their package began', async () => {
      const january2020 = await listedIn('2020-01');
      expect(january2020.has(seeded.email)).toBe(false);
      expect(january2020.has(payer.email)).toBe(false);

      // February in UTC, March in the hostel's time zone.
      const february = await listedIn('2026-02');
      expect(february.has(seeded.email)).toBe(false);
      const march = await listedIn('2026-03');
      expect(march.get(seeded.email)).toBe('gold');
      // The account existed in March, but the package came with April's payment.
      expect(march.has(payer.email)).toBe(false);
      expect((await listedIn('2026-04')).get(payer.email)).toBe('silver');
      expect((await listedIn('2026-05')).get(payer.email)).toBe('silver');
      expect((await listedIn('2026-05')).get(seeded.email)).toBe('gold');

      for (const month of ['2020-01', '2026-03', '2026-05']) {
        expect((await listedIn(month)).has(noPackage.email)).toBe(false);
      }
    });

    it("shows no package on the resident's own statement before it began", async () => {
      expect(await ownPackage(seeded, '2020-01')).toBeNull();
      expect(await ownPackage(seeded, '2026-02')).toBeNull();
      expect(await ownPackage(seeded, '2026-03')).toBe('gold');
      expect(await ownPackage(payer, '2026-03')).toBeNull();
      expect(await ownPackage(payer, '2026-04')).toBe('silver');
    });

    it('counts the same residents in the Kitchen from the day the package began', async () => {
      const { client } = await signedInAs(test, 'admin');
      const residentsOn = async (date: string) =>
        (await client.get('/api/kitchen', { from: date, days: 1 })).body.rows[0].residents;
      // Only `seeded` and `payer` hold a package in this server (admins hold none).
      expect(await residentsOn('2026-02-28')).toBe(0);
      expect(await residentsOn('2026-03-01')).toBe(1);
      expect(await residentsOn('2026-04-05')).toBe(2);
    });

    it("starts the Kitchen at the server's today, in the hostel's time zone", async () => {
      const { client } = await signedInAs(test, 'admin');
      const { body } = await client.get('/api/kitchen');
      expect(body.rows[0].date).toBe(today);
    });
  });
});
