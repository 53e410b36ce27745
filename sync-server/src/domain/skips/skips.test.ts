// Skips and the menu on a real server with a settable clock: the cut-off judged by the server
// (exactly at it is too late), the package rule, undo, rebates per package on the statement, a
// served slot frozen, copy last week, and skips pushed through sync (late refused with its
// reason; in time counted once even pushed twice; an away range judged slot by slot and undone
// without the skips made on their own). The whole suite runs from several Mondays (a
// month's end, a leap day, a year's end, years ahead), so no rule depends on the day it runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, SYNC_REJECTED_HEADER, skipId } from '@hostel/shared-schema';
import { signedInAs } from '../../test-support/accounts';
import { giveCover } from '../../test-support/covers';
import { SettableClock } from '../../test-support/settable-clock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** Mondays the suite starts from: the first is the one its literal messages were written for. */
const MONDAYS = ['2026-11-23', '2026-11-30', '2028-02-28', '2029-12-31', '2041-12-30'];

/** An instant given as the hostel's wall time (Asia/Dhaka, UTC+6, the default setting). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+06:00`);

/** "Tue 24 Nov", as the server's messages name a day. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(',', '');

describe.each(MONDAYS)('from Monday %s', (monday) => {
  const day = (offset: number) => addDaysToDate(monday, offset);
  const monthOf = (date: string) => date.slice(0, 7);
  const clock = new SettableClock(at(monday, '16:00'));
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

  /** A resident holding `badge`, with a cover period from today when it is a package. */
  const resident = async (badge: string) => {
    const signedIn = await signedInAs(test, 'general', { badge });
    if (badge !== 'bronze') await giveCover(test, signedIn.user, badge);
    return signedIn;
  };
  const kitchenRow = async (date: string, slot: string) => {
    const { client } = await signedInAs(test, 'admin');
    const { body } = await client.get('/api/kitchen', { from: date, days: 1 });
    return body.rows.find((row: { slot: string }) => row.slot === slot);
  };

  describe('skipping by the server clock', () => {
    it('accepts a skip a millisecond before the cut-off and refuses one exactly at it', async () => {
      const { client } = await resident('x-gold');
      // Tuesday's lunch in Dhaka: its cut-off is 09:00.
      clock.set(at(day(1), '09:00') - 1);
      expect((await client.put(`/api/skips/${day(1)}/lunch`, { skipped: true })).status).toBe(200);
      clock.set(at(day(1), '09:00'));
      const late = await client.put(`/api/skips/${day(1)}/dinner`, { skipped: true });
      expect(late.status).toBe(200); // dinner's cut-off is 15:00
      const undo = await client.put(`/api/skips/${day(1)}/lunch`, { skipped: false });
      expect(undo.status).toBe(409);
      expect(undo.body.error.message).toBe(
        `Too late to undo the skip of lunch on ${dayLabel(day(1))}: the cut-off was 09:00`,
      );
      const again = await client.put(`/api/skips/${day(2)}/breakfast`, { skipped: true });
      expect(again.status).toBe(200);
    });

    it('refuses a resident without a package, and bad input with the field named', async () => {
      clock.set(at(monday, '16:00'));
      const { client } = await resident('bronze');
      const answer = await client.put(`/api/skips/${day(3)}/lunch`, { skipped: true });
      expect(answer.status).toBe(409);
      expect(answer.body.error.message).toMatch(/needs a package/);
      const { client: gold } = await resident('x-gold');
      const bad = await gold.put('/api/skips/2026-02-30/lunch', { skipped: true });
      expect(bad).toMatchObject({ status: 400, body: { error: { field: 'date' } } });
      const slot = await gold.put(`/api/skips/${day(3)}/tea`, { skipped: true });
      expect(slot).toMatchObject({ status: 400, body: { error: { field: 'slot' } } });
    });

    it('undo before the cut-off takes the skip (and its rebate) back', async () => {
      clock.set(at(monday, '16:00'));
      const { client } = await resident('x-silver');
      await client.put(`/api/skips/${day(3)}/lunch`, { skipped: true });
      expect((await kitchenRow(day(3), 'lunch')).skips).toBe(1);
      await client.put(`/api/skips/${day(3)}/lunch`, { skipped: false });
      expect((await kitchenRow(day(3), 'lunch')).skips).toBe(0);
      const statement = await client.get('/api/statements/mine', { month: monthOf(day(3)) });
      expect(statement.body.skips).toEqual([]);
    });
  });

  describe('rebates on the statement', () => {
    it.each([
      ['x-silver', 33],
      ['x-gold', 44],
      ['x-platinum', 56],
    ])('%s earns %i Tk a skipped meal', async (badge, rebate) => {
      clock.set(at(monday, '16:00'));
      const { client } = await resident(badge);
      for (const slot of ['breakfast', 'lunch', 'dinner']) {
        await client.put(`/api/skips/${day(4)}/${slot}`, { skipped: true });
      }
      const { body } = await client.get('/api/statements/mine', { month: monthOf(day(4)) });
      expect(body.skips.map((skip: { slot: string }) => skip.slot)).toEqual([
        'breakfast',
        'lunch',
        'dinner',
      ]);
      expect(body.rebateTotal).toBe(3 * rebate);
      expect(body.net).toBe(body.paid - 3 * rebate);
    });

    it('keeps the rebate a skip was accepted with when the settings change later', async () => {
      clock.set(at(monday, '16:00'));
      const { client } = await resident('x-gold');
      await client.put(`/api/skips/${day(5)}/lunch`, { skipped: true });
      const { client: admin } = await signedInAs(test, 'admin');
      const settings = (await admin.get('/api/hostel-settings')).body;
      const { _id: _unusedId, updatedAt: _unusedAt, ...input } = settings;
      const changed = await admin.put('/api/hostel-settings', {
        ...input,
        rebates: { ...input.rebates, gold: 100 },
      });
      expect(changed.status).toBe(200);
      await client.put(`/api/skips/${day(5)}/dinner`, { skipped: true });
      const { body } = await client.get('/api/statements/mine', { month: monthOf(day(5)) });
      expect(body.skips.map((skip: { rebate: number }) => skip.rebate)).toEqual([44, 100]);
      await admin.put('/api/hostel-settings', input);
    });
  });

  describe('the menu', () => {
    it('refuses to change a slot once it has been served, and copies last week', async () => {
      const { client: admin } = await signedInAs(test, 'admin');
      clock.set(at(monday, '16:00')); // Monday 16:00 in Dhaka: lunch was served at 13:00
      const served = await admin.put(`/api/menu/${monday}/lunch`, { mealIds: [mealIds[0]] });
      expect(served.status).toBe(409);
      expect(served.body.error.message).toBe(
        `Lunch on ${dayLabel(monday)} has already been served: its menu cannot change`,
      );
      const dinner = await admin.put(`/api/menu/${monday}/dinner`, { mealIds });
      expect(dinner.body.modifiedCount).toBe(1);
      const unknown = await admin.put(`/api/menu/${day(1)}/dinner`, { mealIds: ['nope'] });
      expect(unknown).toMatchObject({ status: 400, body: { error: { field: 'mealIds' } } });
      await admin.put(`/api/menu/${day(1)}/lunch`, { mealIds: [mealIds[1]] });

      clock.set(at(day(7), '07:30')); // the next Monday 07:30 in Dhaka: breakfast just served
      await admin.put(`/api/menu/${monday}/breakfast`, { mealIds }); // too late: ignore the answer
      const copy = await admin.post('/api/menu/copy-week', { weekStart: day(7) });
      expect(copy.body).toEqual({ acknowledged: true, copied: 2, keptServed: 0 });
      const pulled = await test.client().get('/api/sync/menu/pull');
      const byId = new Map(
        pulled.body.documents.map((doc: { _id: string; mealIds: string[] }) => [
          doc._id,
          doc.mealIds,
        ]),
      );
      expect(byId.get(`${day(7)}:dinner`)).toEqual(mealIds);
      expect(byId.get(`${day(8)}:lunch`)).toEqual([mealIds[1]]);
      const notMonday = await admin.post('/api/menu/copy-week', { weekStart: day(8) });
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
      clock.set(at(day(2), '09:00')); // Wednesday 09:00 in Dhaka, exactly the lunch cut-off
      const { client, user } = await resident('x-gold');
      const answer = await client.post('/api/sync/skips/push', [
        { newDocumentState: doc(user.email, day(2), 'lunch') },
      ]);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual([{ ...doc(user.email, day(2), 'lunch'), _deleted: true }]);
      expect(decodeURIComponent(answer.headers.get(SYNC_REJECTED_HEADER)!)).toContain('lunch');
      const { body } = await client.get('/api/sync/rejections');
      expect(body.rejections[0].reason).toBe(
        `Too late to skip lunch on ${dayLabel(day(2))}: the cut-off was 09:00`,
      );
      expect((await kitchenRow(day(2), 'lunch')).skips).toBe(0);
    });

    it('a skip pushed in time counts once, even pushed twice', async () => {
      clock.set(at(day(2), '10:00')); // before dinner's 15:00 cut-off
      const { client, user } = await resident('x-platinum');
      const before = (await kitchenRow(day(2), 'dinner')).skips;
      const row = { newDocumentState: doc(user.email, day(2), 'dinner') };
      expect((await client.post('/api/sync/skips/push', [row])).body).toEqual([]);
      // The same push again (the answer was lost): the server's state is already the document.
      expect((await client.post('/api/sync/skips/push', [row])).body).toEqual([]);
      expect((await kitchenRow(day(2), 'dinner')).skips).toBe(before + 1);
      const pulled = await client.get('/api/sync/skips/pull');
      expect(pulled.body.documents).toEqual([doc(user.email, day(2), 'dinner')]);
      const { body } = await client.get('/api/statements/mine', { month: monthOf(day(2)) });
      expect(body.skips).toEqual([{ date: day(2), slot: 'dinner', rebate: 56, served: false }]);
    });

    it('an away range: each slot judged alone, labelled, and undone without the others', async () => {
      clock.set(at(day(1), '09:00')); // Tuesday 09:00 in Dhaka: lunch's cut-off, not dinner's
      const { client, user } = await resident('x-gold');
      const away = (date: string, slot: 'lunch' | 'dinner') => ({
        ...doc(user.email, date, slot),
        rangeId: 'away-1',
      });
      // Wednesday's lunch is skipped on its own first: the range leaves it as it is.
      expect((await client.put(`/api/skips/${day(2)}/lunch`, { skipped: true })).status).toBe(200);
      const before = (await kitchenRow(day(1), 'dinner')).skips;
      const rows = [away(day(1), 'lunch'), away(day(1), 'dinner'), away(day(2), 'dinner')];
      const pushed = await client.post(
        '/api/sync/skips/push',
        rows.map((newDocumentState) => ({ newDocumentState })),
      );
      expect(pushed.body).toEqual([{ ...away(day(1), 'lunch'), _deleted: true }]);
      const { body: refused } = await client.get('/api/sync/rejections');
      expect(refused.rejections[0]).toMatchObject({
        documentId: skipId(day(1), 'lunch', user.email),
        reason: `Too late to skip lunch on ${dayLabel(day(1))}: the cut-off was 09:00`,
      });
      expect((await kitchenRow(day(1), 'dinner')).skips).toBe(before + 1);
      /** The resident's skips as pulled, by id (date, then slot name). */
      const pull = async (): Promise<Record<string, unknown>[]> =>
        (await client.get('/api/sync/skips/pull')).body.documents.sort(
          (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id),
        );
      expect(await pull()).toEqual([
        away(day(1), 'dinner'),
        away(day(2), 'dinner'),
        doc(user.email, day(2), 'lunch'),
      ]);
      const statement = await client.get('/api/statements/mine', { month: monthOf(day(2)) });
      expect(statement.body.skips).toContainEqual({
        date: day(2),
        slot: 'dinner',
        rebate: 44,
        served: false,
      });

      // Undo the range: its slots become undone (their label goes), the lone skip stays.
      const undo = await client.post(
        '/api/sync/skips/push',
        [away(day(1), 'dinner'), away(day(2), 'dinner')].map((assumedMasterState) => {
          const { rangeId: _label, ...undone } = { ...assumedMasterState, skipped: false };
          return { assumedMasterState, newDocumentState: undone };
        }),
      );
      expect(undo.body).toEqual([]);
      expect((await kitchenRow(day(1), 'dinner')).skips).toBe(before);
      const after = await pull();
      expect(after).toEqual([
        doc(user.email, day(1), 'dinner', false),
        doc(user.email, day(2), 'dinner', false),
        doc(user.email, day(2), 'lunch'),
      ]);

      // A label pushed onto a skip already held relabels it (the state and rebate unchanged);
      // a label that is not an id is refused with the field named.
      const relabel = await client.post('/api/sync/skips/push', [
        { assumedMasterState: after[2], newDocumentState: { ...after[2], rangeId: 'away-2' } },
        { newDocumentState: { ...doc(user.email, day(3), 'dinner'), rangeId: 'a b' } },
      ]);
      expect(relabel.body).toHaveLength(1);
      const { body: bad } = await client.get('/api/sync/rejections');
      expect(bad.rejections[0].reason).toMatch(/^rangeId: /);
      expect((await pull())[2]).toEqual({ ...after[2], rangeId: 'away-2' });
    });

    it("refuses someone else's skip and a push to the read-only menu", async () => {
      const { client } = await resident('x-gold');
      const other = await client.post('/api/sync/skips/push', [
        { newDocumentState: doc('other@hostel.test', day(6), 'lunch') },
      ]);
      expect(other.body[0]._deleted).toBe(true);
      const menu = await client.post('/api/sync/menu/push', [
        {
          newDocumentState: {
            _id: `${day(6)}:lunch`,
            date: day(6),
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
});
