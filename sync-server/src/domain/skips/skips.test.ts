// Skips and the menu on a real server with a settable clock: the cut-off judged by the server
// (exactly at it is too late), the package rule, undo, rebates per package on the statement, a
// served slot frozen, copy last week, and skips pushed through sync (late refused with its
// reason; in time counted once even pushed twice).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_REJECTED_HEADER, skipId } from '@hostel/shared-schema';
import { signedInAs } from '../../test-support/accounts';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const clock = new SettableClock(Date.parse('2026-11-23T10:00:00Z'));
let test: TestServer;
const mealIds: string[] = [];

beforeAll(async () => {
  test = await startTestServer({}, { clock });
  const { client: admin } = await signedInAs(test, 'admin');
  for (const mealTitle of ['Khichuri', 'Paratha']) {
    const answer = await admin.post('/api/add-meal', {
      mealTitle,
      mealType: 'lunch',
      price: 80,
      mealImage: 'https://images.example/a.png',
      ingredients: ['rice'],
      description: 'Warm',
      rating: 4,
    });
    mealIds.push(answer.body.insertedId);
  }
});
afterAll(() => test.close());

const resident = (badge: string) => signedInAs(test, 'general', { badge });
const kitchenRow = async (date: string, slot: string) => {
  const { client } = await signedInAs(test, 'admin');
  const { body } = await client.get('/api/kitchen', { from: date, days: 1 });
  return body.rows.find((row: { slot: string }) => row.slot === slot);
};

describe('skipping by the server clock', () => {
  it('accepts a skip a millisecond before the cut-off and refuses one exactly at it', async () => {
    const { client } = await resident('x-gold');
    // Lunch on Tue 24 Nov in Dhaka: cut-off 09:00 +06 = 03:00Z.
    clock.set(Date.parse('2026-11-24T03:00:00Z') - 1);
    expect((await client.put('/api/skips/2026-11-24/lunch', { skipped: true })).status).toBe(200);
    clock.set('2026-11-24T03:00:00Z');
    const late = await client.put('/api/skips/2026-11-24/dinner', { skipped: true });
    expect(late.status).toBe(200); // dinner's cut-off is 15:00
    const undo = await client.put('/api/skips/2026-11-24/lunch', { skipped: false });
    expect(undo.status).toBe(409);
    expect(undo.body.error.message).toBe(
      'Too late to undo the skip of lunch on Tue 24 Nov: the cut-off was 09:00',
    );
    const again = await client.put('/api/skips/2026-11-25/breakfast', { skipped: true });
    expect(again.status).toBe(200);
  });

  it('refuses a resident without a package, and bad input with the field named', async () => {
    clock.set('2026-11-23T10:00:00Z');
    const { client } = await resident('bronze');
    const answer = await client.put('/api/skips/2026-11-26/lunch', { skipped: true });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(/needs a package/);
    const { client: gold } = await resident('x-gold');
    const bad = await gold.put('/api/skips/2026-02-30/lunch', { skipped: true });
    expect(bad).toMatchObject({ status: 400, body: { error: { field: 'date' } } });
    const slot = await gold.put('/api/skips/2026-11-26/tea', { skipped: true });
    expect(slot).toMatchObject({ status: 400, body: { error: { field: 'slot' } } });
  });

  it('undo before the cut-off takes the skip (and its rebate) back', async () => {
    clock.set('2026-11-23T10:00:00Z');
    const { client } = await resident('x-silver');
    await client.put('/api/skips/2026-11-26/lunch', { skipped: true });
    expect((await kitchenRow('2026-11-26', 'lunch')).skips).toBe(1);
    await client.put('/api/skips/2026-11-26/lunch', { skipped: false });
    expect((await kitchenRow('2026-11-26', 'lunch')).skips).toBe(0);
    const statement = await client.get('/api/statements/mine', { month: '2026-11' });
    expect(statement.body.skips).toEqual([]);
  });
});

describe('rebates on the statement', () => {
  it.each([
    ['x-silver', 33],
    ['x-gold', 44],
    ['x-platinum', 56],
  ])('%s earns %i Tk a skipped meal', async (badge, rebate) => {
    clock.set('2026-11-23T10:00:00Z');
    const { client } = await resident(badge);
    for (const slot of ['breakfast', 'lunch', 'dinner']) {
      await client.put(`/api/skips/2026-11-27/${slot}`, { skipped: true });
    }
    const { body } = await client.get('/api/statements/mine', { month: '2026-11' });
    expect(body.skips.map((skip: { slot: string }) => skip.slot)).toEqual([
      'breakfast',
      'lunch',
      'dinner',
    ]);
    expect(body.rebateTotal).toBe(3 * rebate);
    expect(body.net).toBe(body.paid - 3 * rebate);
  });

  it('keeps the rebate a skip was accepted with when the settings change later', async () => {
    clock.set('2026-11-23T10:00:00Z');
    const { client } = await resident('x-gold');
    await client.put('/api/skips/2026-11-28/lunch', { skipped: true });
    const { client: admin } = await signedInAs(test, 'admin');
    const settings = (await admin.get('/api/hostel-settings')).body;
    const { _id: _unusedId, updatedAt: _unusedAt, ...input } = settings;
    const changed = await admin.put('/api/hostel-settings', {
      ...input,
      rebates: { ...input.rebates, gold: 100 },
    });
    expect(changed.status).toBe(200);
    await client.put('/api/skips/2026-11-28/dinner', { skipped: true });
    const { body } = await client.get('/api/statements/mine', { month: '2026-11' });
    expect(body.skips.map((skip: { rebate: number }) => skip.rebate)).toEqual([44, 100]);
    await admin.put('/api/hostel-settings', input);
  });
});

describe('the menu', () => {
  it('refuses to change a slot once it has been served, and copies last week', async () => {
    const { client: admin } = await signedInAs(test, 'admin');
    clock.set('2026-11-23T10:00:00Z'); // Mon 23 Nov, 16:00 in Dhaka: lunch served at 13:00
    const served = await admin.put('/api/menu/2026-11-23/lunch', { mealIds: [mealIds[0]] });
    expect(served.status).toBe(409);
    expect(served.body.error.message).toBe(
      'Lunch on Mon 23 Nov has already been served: its menu cannot change',
    );
    const dinner = await admin.put('/api/menu/2026-11-23/dinner', { mealIds });
    expect(dinner.body.modifiedCount).toBe(1);
    const unknown = await admin.put('/api/menu/2026-11-24/dinner', { mealIds: ['nope'] });
    expect(unknown).toMatchObject({ status: 400, body: { error: { field: 'mealIds' } } });
    await admin.put('/api/menu/2026-11-24/lunch', { mealIds: [mealIds[1]] });

    clock.set('2026-11-30T01:30:00Z'); // Mon 30 Nov 07:30 in Dhaka: breakfast just served
    await admin.put('/api/menu/2026-11-23/breakfast', { mealIds }); // too late: ignore the answer
    const copy = await admin.post('/api/menu/copy-week', { weekStart: '2026-11-30' });
    expect(copy.body).toEqual({ acknowledged: true, copied: 2, keptServed: 0 });
    const pulled = await test.client().get('/api/sync/menu/pull');
    const byId = new Map(
      pulled.body.documents.map((doc: { _id: string; mealIds: string[] }) => [
        doc._id,
        doc.mealIds,
      ]),
    );
    expect(byId.get('2026-11-30:dinner')).toEqual(mealIds);
    expect(byId.get('2026-12-01:lunch')).toEqual([mealIds[1]]);
    const notMonday = await admin.post('/api/menu/copy-week', { weekStart: '2026-12-01' });
    expect(notMonday).toMatchObject({ status: 400, body: { error: { field: 'weekStart' } } });
  });
});

describe('skips through sync', () => {
  const doc = (email: string, date: string, slot: 'lunch' | 'dinner', skipped = true) => ({
    _id: skipId(date, slot, email),
    date,
    slot,
    email,
    skipped,
    _deleted: false,
  });

  it('a skip made before the cut-off but pushed after it is refused with its reason', async () => {
    const { client, user } = await resident('x-gold');
    clock.set('2026-11-25T03:00:00Z'); // Wed 25 Nov 09:00 in Dhaka, exactly the lunch cut-off
    const answer = await client.post('/api/sync/skips/push', [
      { newDocumentState: doc(user.email, '2026-11-25', 'lunch') },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([{ ...doc(user.email, '2026-11-25', 'lunch'), _deleted: true }]);
    expect(decodeURIComponent(answer.headers.get(SYNC_REJECTED_HEADER)!)).toContain('lunch');
    const { body } = await client.get('/api/sync/rejections');
    expect(body.rejections[0].reason).toBe(
      'Too late to skip lunch on Wed 25 Nov: the cut-off was 09:00',
    );
    expect((await kitchenRow('2026-11-25', 'lunch')).skips).toBe(0);
  });

  it('a skip pushed in time counts once, even pushed twice', async () => {
    const { client, user } = await resident('x-platinum');
    clock.set('2026-11-25T04:00:00Z'); // before dinner's 15:00 cut-off
    const before = (await kitchenRow('2026-11-25', 'dinner')).skips;
    const row = { newDocumentState: doc(user.email, '2026-11-25', 'dinner') };
    expect((await client.post('/api/sync/skips/push', [row])).body).toEqual([]);
    // The same push again (the answer was lost): the server's state is already the document.
    expect((await client.post('/api/sync/skips/push', [row])).body).toEqual([]);
    expect((await kitchenRow('2026-11-25', 'dinner')).skips).toBe(before + 1);
    const pulled = await client.get('/api/sync/skips/pull');
    expect(pulled.body.documents).toEqual([doc(user.email, '2026-11-25', 'dinner')]);
    const { body } = await client.get('/api/statements/mine', { month: '2026-11' });
    expect(body.skips).toEqual([{ date: '2026-11-25', slot: 'dinner', rebate: 56 }]);
  });

  it("refuses someone else's skip and a push to the read-only menu", async () => {
    const { client } = await resident('x-gold');
    const other = await client.post('/api/sync/skips/push', [
      { newDocumentState: doc('other@hostel.test', '2026-11-29', 'lunch') },
    ]);
    expect(other.body[0]._deleted).toBe(true);
    const menu = await client.post('/api/sync/menu/push', [
      {
        newDocumentState: {
          _id: '2026-11-29:lunch',
          date: '2026-11-29',
          slot: 'lunch',
          mealIds: [],
          updatedAt: 1,
          _deleted: false,
        },
      },
    ]);
    expect(menu.headers.get(SYNC_REJECTED_HEADER)).toBeTruthy();
  });
});
