// Servings through the real replication endpoints, on a server whose clock the suite sets: only
// admins push and pull them; a serving pushed twice counts once; two counters that served one
// resident offline both keep their row and the first by corrected scan time counts, whichever
// synced first; a skipped slot served anyway loses its rebate and the statement lists the meal;
// what a counter may not record is refused with its reason; a counter pulls from yesterday on.
// The suite runs from several Mondays, so nothing depends on the day it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  servingId,
  SYNC_REFUSALS_IN_BODY,
  SYNC_REFUSALS_IN_BODY_HEADER,
  type MealType,
} from '@hostel/shared-schema';
import { signedInAs, type TestUser } from '../../test-support/accounts';
import { giveCover } from '../../test-support/covers';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const MONDAYS = ['2026-11-23', '2028-02-28', '2041-12-30'];

/** An instant given as the hostel's wall time (Asia/Dhaka, UTC+6, the default setting). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+06:00`);
const MINUTE = 60_000;

describe.each(MONDAYS)('from Monday %s', (monday) => {
  const day = (offset: number) => addDaysToDate(monday, offset);
  const clock = new SettableClock(at(monday, '12:00'));
  let test: TestServer;

  beforeAll(async () => {
    test = await startTestServer({}, { clock });
  });
  afterAll(() => test.close());

  const admin = async () => (await signedInAs(test, 'admin')).client;
  const resident = async () => {
    const signedIn = await signedInAs(test, 'general', { badge: 'x-gold' });
    await giveCover(test, signedIn.user, 'x-gold', { starts: day(-3) });
    return signedIn;
  };
  const serving = (
    who: Pick<TestUser, 'id'>,
    date: string,
    slot: MealType,
    counterId: string,
    scannedAt: number,
    clockOffset = 0,
  ) => ({
    _id: servingId(date, slot, who.id, counterId),
    counterId,
    residentId: who.id,
    date,
    slot,
    scannedAt,
    clockOffset,
    duplicate: false,
    _deleted: false,
  });
  const push = async (
    client: Awaited<ReturnType<typeof admin>>,
    rows: { newDocumentState: object; assumedMasterState?: object }[],
  ) =>
    client.request<{ conflicts: object[]; refusedIds: string[] }>(
      'POST',
      '/api/sync/servings/push',
      { body: rows, headers: { [SYNC_REFUSALS_IN_BODY_HEADER]: SYNC_REFUSALS_IN_BODY } },
    );
  const kitchenRow = async (date: string, slot: MealType) => {
    const { body } = await (await admin()).get('/api/kitchen', { from: date, days: 1 });
    return body.rows.find((row: { slot: string }) => row.slot === slot);
  };

  it('lets only admins push and pull servings', async () => {
    clock.set(at(monday, '13:05'));
    const { client, user } = await resident();
    const doc = serving(user, day(0), 'lunch', 'door', clock.now());
    expect((await push(client, [{ newDocumentState: doc }])).status).toBe(403);
    expect((await client.get('/api/sync/servings/pull')).status).toBe(403);
    expect((await test.client().get('/api/sync/servings/pull')).status).toBe(401);
    expect((await (await admin()).get('/api/sync/servings/pull')).status).toBe(200);
    expect((await kitchenRow(day(0), 'lunch')).served).toBe(0);
  });

  it('counts a serving pushed twice once', async () => {
    clock.set(at(monday, '13:10'));
    const { user } = await resident();
    const counter = await admin();
    const before = await kitchenRow(day(0), 'lunch');
    const row = { newDocumentState: serving(user, day(0), 'lunch', 'door', clock.now()) };
    expect((await push(counter, [row])).body).toEqual({ conflicts: [], refusedIds: [] });
    // The answer was lost and the counter pushes again: the server already holds it.
    expect((await push(counter, [row])).body).toEqual({ conflicts: [], refusedIds: [] });
    const after = await kitchenRow(day(0), 'lunch');
    expect(after.served).toBe(before.served + 1);
    expect(after.duplicates).toBe(before.duplicates);
    const pulled = (await counter.get('/api/sync/servings/pull', { batchSize: 2000 })).body;
    expect(pulled.documents).toContainEqual(row.newDocumentState);
  });

  it('keeps both counters\u2019 servings and counts the first by corrected scan time', async () => {
    const t0 = at(monday, '20:05');
    clock.set(t0 + 30 * MINUTE);
    const { user } = await resident();
    const counter = await admin();
    const before = await kitchenRow(day(0), 'dinner');
    // The hall's door has a clock 3 minutes fast: by its own clock it scanned after the side
    // counter, but corrected it scanned a minute before.
    const door = serving(user, day(0), 'dinner', 'door', t0 + 2 * MINUTE, -3 * MINUTE);
    const side = serving(user, day(0), 'dinner', 'side', t0);
    // The side counter syncs first: it counts until the door's serving arrives.
    expect((await push(counter, [{ newDocumentState: side }])).body.refusedIds).toEqual([]);
    expect((await kitchenRow(day(0), 'dinner')).served).toBe(before.served + 1);
    expect((await push(counter, [{ newDocumentState: door }])).body.refusedIds).toEqual([]);
    const after = await kitchenRow(day(0), 'dinner');
    expect(after.served).toBe(before.served + 1);
    expect(after.duplicates).toBe(before.duplicates + 1);
    const pulled = (await counter.get('/api/sync/servings/pull', { batchSize: 2000 })).body
      .documents as { _id: string; duplicate: boolean }[];
    expect(pulled.find((doc) => doc._id === door._id)?.duplicate).toBe(false);
    expect(pulled.find((doc) => doc._id === side._id)?.duplicate).toBe(true);
    // The side counter pushes its old state again: it gets the server's (a conflict, no refusal).
    const again = await push(counter, [{ newDocumentState: side, assumedMasterState: side }]);
    expect(again.body).toEqual({ conflicts: [{ ...side, duplicate: true }], refusedIds: [] });
    expect(await kitchenRow(day(0), 'dinner')).toMatchObject({
      served: after.served,
      duplicates: after.duplicates,
    });
    // The kitchen lists both, first served first.
    const people = await counter.get('/api/kitchen/people', { date: day(0), slot: 'dinner' });
    const own = people.body.servings.filter((entry: { name: string }) => entry.name === user.name);
    expect(own).toEqual([
      { name: user.name, counterId: 'door', servedAt: t0 - MINUTE, duplicate: false },
      { name: user.name, counterId: 'side', servedAt: t0, duplicate: true },
    ]);
  });

  it('withdraws the rebate of a skipped slot served anyway, and lists the meal served', async () => {
    clock.set(at(monday, '12:00'));
    const { client, user } = await resident();
    expect((await client.put(`/api/skips/${day(1)}/dinner`, { skipped: true })).status).toBe(200);
    const month = day(1).slice(0, 7);
    const before = (await client.get('/api/statements/mine', { month })).body;
    expect(before.skips).toEqual([{ date: day(1), slot: 'dinner', rebate: 44, served: false }]);
    expect(before.servedMeals).toEqual([]);

    clock.set(at(day(1), '20:10'));
    const doc = serving(user, day(1), 'dinner', 'door', at(day(1), '20:02'));
    expect((await push(await admin(), [{ newDocumentState: doc }])).body.refusedIds).toEqual([]);
    const after = (await client.get('/api/statements/mine', { month })).body;
    expect(after.skips).toEqual([{ date: day(1), slot: 'dinner', rebate: 0, served: true }]);
    expect(after.rebateTotal).toBe(0);
    expect(after.servedMeals).toEqual([{ date: day(1), slot: 'dinner' }]);
    expect(after.periods[0]).toMatchObject({ skips: 1, rebates: 0 });
    const row = await kitchenRow(day(1), 'dinner');
    expect(row.served).toBeGreaterThanOrEqual(1);
  });

  it('refuses what a counter may not record, each with its reason', async () => {
    clock.set(at(monday, '13:20'));
    const { user } = await resident();
    const counter = await admin();
    const good = serving(user, day(0), 'lunch', 'refusals', clock.now());
    const stranger = { id: '000000000000000000000000' };
    const rows = [
      { ...good, _id: servingId(day(0), 'lunch', user.id, 'another') },
      serving(stranger, day(0), 'lunch', 'refusals', clock.now()),
      serving(user, day(2), 'lunch', 'refusals', clock.now()),
      { ...serving(user, day(0), 'breakfast', 'refusals', clock.now()), _deleted: true },
      { ...serving(user, day(0), 'dinner', 'x'.repeat(41), clock.now()) },
    ];
    const answer = await push(
      counter,
      rows.map((newDocumentState) => ({ newDocumentState })),
    );
    expect(answer.body.refusedIds).toEqual(rows.map((row) => row._id));
    const { body } = await counter.get('/api/sync/rejections');
    const reasons = (body.rejections as { reason: string }[]).map((r) => r.reason).reverse();
    expect(reasons.slice(-5)).toEqual([
      'A serving id must name its date, slot, resident and counter',
      'No resident has this id',
      'A serving cannot be for a day after tomorrow',
      'A serving is recorded once and never deleted',
      'counterId: must be 1 to 40 letters, digits, - or _',
    ]);
    // Recorded once, never changed: another scan time under the same id is refused.
    await push(counter, [{ newDocumentState: good }]);
    const changed = { ...good, scannedAt: good.scannedAt + MINUTE };
    const refused = await push(counter, [{ newDocumentState: changed, assumedMasterState: good }]);
    expect(refused.body).toEqual({ conflicts: [good], refusedIds: [good._id] });
  });

  it('gives a counter the servings of yesterday on', async () => {
    clock.set(at(day(3), '13:30'));
    const { user } = await resident();
    const counter = await admin();
    const old = serving(user, day(1), 'lunch', 'pull', at(day(1), '13:00'));
    const yesterday = serving(user, day(2), 'lunch', 'pull', at(day(2), '13:00'));
    const today = serving(user, day(3), 'lunch', 'pull', at(day(3), '13:00'));
    await push(
      counter,
      [old, yesterday, today].map((newDocumentState) => ({ newDocumentState })),
    );
    const ids = (
      (await counter.get('/api/sync/servings/pull', { batchSize: 2000 })).body.documents as {
        _id: string;
      }[]
    ).map((doc) => doc._id);
    expect(ids).toContain(today._id);
    expect(ids).toContain(yesterday._id);
    expect(ids).not.toContain(old._id);
  });
});
