// GET /api/package-cover/month on a real server with a settable clock: the resident's cover and
// this month's meals (covered slots already served, skips left out), skips and rebate so far,
// in the hostel's time zone. Runs at several dates, one where the cover began the month before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate } from '@hostel/shared-schema';
import { signedInAs } from '../../test-support/accounts';
import { giveCover } from '../../test-support/covers';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** An instant given as the hostel's wall time (Asia/Dhaka, UTC+6, the default setting). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+06:00`);

// [today (14:00: breakfast and lunch served, dinner not yet), first covered day, meals served]
const CASES = [
  ['2026-12-10', '2026-12-03', 7 * 3 + 2],
  ['2028-03-02', '2028-02-20', 3 + 2],
] as const;

describe.each(CASES)('on %s, covered from %s', (today, starts, served) => {
  const clock = new SettableClock(at(today, '14:00'));
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer({}, { clock });
  });
  afterAll(() => test.close());

  const skip = (email: string, date: string, slot: string, rebate: number) =>
    test.db
      .insertInto('skips')
      .values({
        id: `${date}:${slot}:${email}`,
        date,
        slot,
        user_email: email,
        skipped: 1,
        package: 'gold',
        rebate,
        updated_at: 0,
        seq: 1,
      })
      .execute();

  it("counts this month's served meals, its skips and their rebate", async () => {
    const { client, user } = await signedInAs(test, 'general', { badge: 'x-gold' });
    await giveCover({ db: test.db, clock }, user, 'x-gold', { starts });
    // One skip already eaten into the month, one marked for a later day of it.
    await skip(user.email, today, 'breakfast', 120);
    await skip(user.email, addDaysToDate(today, 2), 'dinner', 80);
    const { status, body } = await client.get('/api/package-cover/month');
    expect(status).toBe(200);
    expect(body).toEqual({
      cover: expect.objectContaining({ package: 'gold', state: 'covered' }),
      month: today.slice(0, 7),
      meals: served - 1,
      skips: 2,
      rebate: 200,
    });
  });

  it('counts no meals without a package or after the cover ended', async () => {
    const none = await signedInAs(test, 'general');
    expect((await none.client.get('/api/package-cover/month')).body).toMatchObject({
      cover: { state: 'none', package: null },
      meals: 0,
      skips: 0,
      rebate: 0,
    });
    const ended = await signedInAs(test, 'general', { badge: 'x-silver' });
    await giveCover({ db: test.db, clock }, ended.user, 'x-silver', {
      starts: addDaysToDate(today, -70),
      ends: addDaysToDate(today, -41),
    });
    expect((await ended.client.get('/api/package-cover/month')).body).toMatchObject({
      cover: { state: 'ended', package: 'silver' },
      meals: 0,
    });
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${test.url}/api/package-cover/month`);
    expect(response.status).toBe(401);
  });
});
