// Cover periods and renewal on a real server with the test-mode card processor and a settable
// clock: the spec's checkout unchanged (a first package, then 'You are already a subscribed
// member') and its payment buying 30 days from the payment's day; renewal offered from a week
// before the end, extending from the later of today and the end, through the real payment path
// (a declined card and a replayed confirmation change nothing); skips refused outside a cover
// with how to renew; the kitchen counting covered days only; statements by period. Runs from
// several dates, so no rule depends on the day it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, dayLabel, MESSAGES } from '@hostel/shared-schema';
import { signedInAs } from '../../test-support/accounts';
import { DECLINED_CARD, renewByCard, subscribeByCard } from '../../test-support/card-payments';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** An instant given as the hostel's wall time (Asia/Dhaka, UTC+6, the default setting). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+06:00`);
const DAYS = ['2026-11-27', '2028-02-27', '2029-12-20'];

describe.each(DAYS)('from %s', (first) => {
  const day = (offset: number) => addDaysToDate(first, offset);
  const clock = new SettableClock(at(first, '08:00'));
  let test: TestServer;

  beforeAll(async () => {
    test = await startTestServer({}, { clock });
  });
  afterAll(() => test.close());

  const goldResident = async () => {
    clock.set(at(first, '08:00'));
    const signedIn = await signedInAs(test, 'general');
    await subscribeByCard(signedIn.client, signedIn.user, 'gold', 4000);
    return signedIn;
  };
  const cover = async (client: Awaited<ReturnType<typeof goldResident>>['client']) =>
    (await client.get('/api/package-cover')).body;
  const periods = async (email: string) =>
    test.db
      .selectFrom('package_covers')
      .select(['starts', 'ends', 'paid', 'package'])
      .where('email', '=', email)
      .orderBy('starts')
      .execute();

  it('the spec checkout buys 30 days from the payment, and still refuses a second one', async () => {
    const { client, user } = await goldResident();
    expect(await periods(user.email)).toEqual([
      { starts: first, ends: day(29), paid: 4000, package: 'gold' },
    ]);
    expect(await cover(client)).toEqual({
      package: 'gold',
      state: 'covered',
      today: first,
      coveredUntil: day(29),
      daysLeft: 30,
      renewFrom: day(22),
      canRenew: false,
      renewalPrice: 4000,
    });
    const again = await client.post('/api/create-payment-intent', { price: 4000 });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(MESSAGES.alreadySubscribed);
  });

  it('offers renewal from a week before the end, and extends from the end', async () => {
    const { client, user } = await goldResident();
    clock.set(at(day(21), '12:00'));
    const early = await client.post('/api/package-renewal/intent', {});
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      `Your package is covered until ${dayLabel(day(29))}: renewal opens on ${dayLabel(day(22))}`,
    );
    clock.set(at(day(22), '00:00'));
    const { renewal } = await renewByCard(client);
    expect(renewal.status, JSON.stringify(renewal.body)).toBe(201);
    expect(renewal.body).toEqual({
      acknowledged: true,
      coveredUntil: day(59),
      period: {
        starts: day(30),
        ends: day(59),
        package: 'gold',
        paid: 4000,
        skips: 0,
        rebates: 0,
        net: 4000,
      },
    });
    expect((await periods(user.email)).map((period) => period.ends)).toEqual([day(29), day(59)]);
    // Notice in the last three days, then "ended" after the last one.
    clock.set(at(day(57), '12:00'));
    expect(await cover(client)).toMatchObject({ state: 'ending', daysLeft: 3, canRenew: true });
    clock.set(at(day(60), '00:00'));
    expect(await cover(client)).toMatchObject({ state: 'ended', daysLeft: 0, canRenew: true });
  });

  it('after the end, renewal covers 30 days from today', async () => {
    const { client, user } = await goldResident();
    clock.set(at(day(40), '18:00'));
    const { renewal } = await renewByCard(client);
    expect(renewal.body.period).toMatchObject({ starts: day(40), ends: day(69) });
    expect((await periods(user.email)).length).toBe(2);
  });

  it('a declined card buys nothing, and a replayed confirmation is refused', async () => {
    const { client, user } = await goldResident();
    clock.set(at(day(29), '10:00'));
    const declined = await renewByCard(client, DECLINED_CARD);
    expect(declined.confirm.status).toBe(402);
    expect(declined.renewal.status).toBe(409);
    expect(declined.renewal.body.error.message).toBe(
      'This payment could not be verified: the payment has not succeeded',
    );
    expect((await periods(user.email)).length).toBe(1);

    const paid = await renewByCard(client);
    expect(paid.renewal.status).toBe(201);
    const replay = await client.post('/api/package-renewal', {
      transactionId: paid.transactionId,
    });
    expect(replay.status).toBe(409);
    expect(replay.body.error.message).toBe('This payment has already been recorded');
    expect((await periods(user.email)).length).toBe(2);
    // A renewal's payment is not a package either, nor a checkout's payment a renewal.
    const asSubscription = await client.post('/api/subscription-handler', {
      email: user.email,
      transactionId: paid.transactionId,
    });
    expect(asSubscription.status).toBe(409);
    const payments = await test.db
      .selectFrom('payments')
      .select('transaction_id')
      .where('email', '=', user.email)
      .execute();
    const checkoutId = payments.find((row) => row.transaction_id !== paid.transactionId)!;
    const asRenewal = await client.post('/api/package-renewal', {
      transactionId: checkoutId.transaction_id,
    });
    expect(asRenewal.body.error.message).toBe(
      'This payment could not be verified: this payment is not a renewal',
    );
    // Someone else's renewal is not mine.
    const { client: other } = await goldResident();
    clock.set(at(day(29), '10:00'));
    const theirs = await renewByCard(other);
    const stolen = await client.post('/api/package-renewal', {
      transactionId: theirs.transactionId,
    });
    expect(stolen.status).toBe(409);
    expect((await periods(user.email)).length).toBe(2);
  });

  it('refuses a renewal without a package, and a bad transaction id naming the field', async () => {
    const { client } = await signedInAs(test, 'general');
    const none = await client.post('/api/package-renewal/intent', {});
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Renewing needs a package: subscribe to one first');
    expect((await client.get('/api/package-cover')).body.state).toBe('none');
    const bad = await client.post('/api/package-renewal', { transactionId: '' });
    expect(bad).toMatchObject({ status: 400, body: { error: { field: 'transactionId' } } });
    expect((await test.client().get('/api/package-cover')).status).toBe(401);
  });

  it('refuses a skip on an uncovered day with how to renew; the kitchen counts covered days', async () => {
    const { client: admin } = await signedInAs(test, 'admin');
    const kitchen = async (date: string) =>
      (await admin.get('/api/kitchen', { from: date, days: 1 })).body.rows[1].residents;
    const before = { last: await kitchen(day(29)), after: await kitchen(day(30)) };
    const { client } = await goldResident();
    expect(await kitchen(day(29))).toBe(before.last + 1);
    expect(await kitchen(day(30))).toBe(before.after);
    const ok = await client.put(`/api/skips/${day(29)}/lunch`, { skipped: true });
    expect(ok.status).toBe(200);
    const refused = await client.put(`/api/skips/${day(30)}/lunch`, { skipped: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      `Your package does not cover ${dayLabel(day(30))}: renew it from My Profile (Renew package) to skip this meal`,
    );
  });

  it('shows each cover period on the statement, and a period never pays back more than it cost', async () => {
    clock.set(at(first, '08:00'));
    const { client, user } = await signedInAs(test, 'general');
    await subscribeByCard(client, user, 'platinum', 5000);
    const { client: admin } = await signedInAs(test, 'admin');
    const settings = (await admin.get('/api/hostel-settings')).body;
    const { _id: _unusedId, updatedAt: _unusedAt, ...input } = settings;
    // 30 skipped meals at 200 Tk would be 6,000 Tk: more than the 5,000 paid.
    await admin.put('/api/hostel-settings', {
      ...input,
      rebates: { ...input.rebates, platinum: 200 },
    });
    try {
      for (let offset = 1; offset <= 10; offset += 1) {
        for (const slot of ['breakfast', 'lunch', 'dinner']) {
          const answer = await client.put(`/api/skips/${day(offset)}/${slot}`, { skipped: true });
          expect(answer.status).toBe(200);
        }
      }
    } finally {
      await admin.put('/api/hostel-settings', input);
    }
    const period = {
      starts: first,
      ends: day(29),
      package: 'platinum',
      paid: 5000,
      skips: 30,
      rebates: 5000,
      net: 0,
    };
    const { body } = await client.get('/api/statements/mine', { month: first.slice(0, 7) });
    expect(body.periods).toEqual([period]);
    // Undo gives its 200 Tk back to the period; skipping again, at today's 56 Tk, takes 56.
    await client.put(`/api/skips/${day(1)}/breakfast`, { skipped: false });
    await client.put(`/api/skips/${day(1)}/breakfast`, { skipped: true });
    const again = { ...period, rebates: 4856, net: 144 };
    const later = await client.get('/api/statements/mine', { month: day(29).slice(0, 7) });
    expect(later.body.periods).toEqual([again]);
    const { body: all } = await admin.get('/api/admin/statements', { month: first.slice(0, 7) });
    const mine = all.statements.find((row: { email: string }) => row.email === user.email);
    expect(mine.periods).toEqual([again]);
  });
});
