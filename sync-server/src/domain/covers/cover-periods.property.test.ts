// A property over random sequences of what a resident does (checkout, renewals, skips, undos, and
// days passing) on a real server with the test-mode card processor and a settable clock: after
// every sequence, each cover period's net equals what was paid for it minus its rebates, and is
// never below zero, on the statements (resident's and admin's) and in the database. The rebate is
// set high (1,000 Tk a meal) so that a few skips reach the limit of what a period paid.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDaysToDate, dateAt, MEAL_TYPES, type CoverPeriod } from '@hostel/shared-schema';
import { signedInAs } from '../../test-support/accounts';
import type { ApiClient } from '../../test-support/api-client';
import { renewByCard, subscribeByCard } from '../../test-support/card-payments';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const TIME_ZONE = 'Asia/Dhaka';
const clock = new SettableClock(Date.parse('2026-11-27T02:00:00Z'));
let test: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  test = await startTestServer({}, { clock });
  admin = (await signedInAs(test, 'admin')).client;
  const {
    _id: _unusedId,
    updatedAt: _unusedAt,
    ...input
  } = (await admin.get('/api/hostel-settings')).body;
  const raised = { ...input, rebates: { silver: 1000, gold: 1000, platinum: 1000 } };
  expect((await admin.put('/api/hostel-settings', raised)).status).toBe(200);
});
afterAll(() => test.close());

type Action =
  | { kind: 'days'; days: number }
  | { kind: 'renew' }
  | { kind: 'skip' | 'undo'; offset: number; slot: (typeof MEAL_TYPES)[number] };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('renew' as const) }),
  fc.record({
    kind: fc.constantFrom('skip' as const, 'undo' as const),
    offset: fc.integer({ min: 0, max: 40 }),
    slot: fc.constantFrom(...MEAL_TYPES),
  }),
);

const PACKAGES = [
  ['silver', 3000],
  ['gold', 4000],
  ['platinum', 5000],
] as const;

it('no cover period pays back more than it cost', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...PACKAGES),
      fc.array(action, { minLength: 1, maxLength: 14 }),
      async ([pack, price], actions) => {
        // Each sequence starts a day later than the last, at 08:00 in the hostel.
        clock.set(Date.parse(`${addDaysToDate(today(), 1)}T08:00:00+06:00`));
        const { client, user } = await signedInAs(test, 'general');
        await subscribeByCard(client, user, pack, price);
        for (const step of actions) {
          if (step.kind === 'days') {
            clock.set(clock.now() + step.days * 24 * 3600 * 1000);
          } else if (step.kind === 'renew') {
            const { renewal } = await renewByCard(client).catch(() => ({ renewal: undefined }));
            if (renewal) expect([201, 409]).toContain(renewal.status);
          } else {
            const date = addDaysToDate(today(), step.offset);
            const answer = await client.put(`/api/skips/${date}/${step.slot}`, {
              skipped: step.kind === 'skip',
            });
            expect([200, 409]).toContain(answer.status);
          }
        }
        await expectPeriodsWithinPaid(client, user.email);
      },
    ),
    { numRuns: 12 },
  );
}, 240_000);

const today = () => dateAt(clock.now(), TIME_ZONE);

async function expectPeriodsWithinPaid(client: ApiClient, email: string) {
  const covers = await test.db
    .selectFrom('package_covers')
    .select(['starts', 'ends', 'paid'])
    .where('email', '=', email)
    .execute();
  expect(covers.length).toBeGreaterThan(0);
  for (const cover of covers) {
    const skips = await test.db
      .selectFrom('skips')
      .select('rebate')
      .where('user_email', '=', email)
      .where('date', '>=', cover.starts)
      .where('date', '<=', cover.ends)
      .where('skipped', '=', 1)
      .where('deleted', '=', 0)
      .execute();
    const rebates = skips.reduce((sum, skip) => sum + Number(skip.rebate), 0);
    expect(rebates).toBeLessThanOrEqual(Number(cover.paid));
    for (const month of new Set([cover.starts.slice(0, 7), cover.ends.slice(0, 7)])) {
      const mine = (await client.get('/api/statements/mine', { month })).body;
      const all = (await admin.get('/api/admin/statements', { month })).body;
      const theirs = all.statements.find((row: { email: string }) => row.email === email);
      for (const periods of [mine.periods, theirs.periods] as CoverPeriod[][]) {
        const period = periods.find((row) => row.starts === cover.starts)!;
        expect(period).toMatchObject({ paid: Number(cover.paid), rebates });
        expect(period.net).toBe(period.paid - period.rebates);
        expect(period.net).toBeGreaterThanOrEqual(0);
      }
    }
  }
}
