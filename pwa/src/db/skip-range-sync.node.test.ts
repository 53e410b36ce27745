// "I'm away" through real RxDB replication against a real server with a settable clock: a range
// written offline is many single skips, each judged by the server when it arrives. One reaches
// the server after its cut-off and is refused with its reason; the others count in the kitchen's
// headcount; undoing the range undoes only what it skipped, not a skip made on its own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_HOSTEL_SETTINGS, planAway, skipId } from '@hostel/shared-schema';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { giveCover } from '../../../sync-server/src/test-support/covers';
import { SettableClock } from '../../../sync-server/src/test-support/settable-clock';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { skipRange, undoSkipRange } from './skip-range-writes';
import { setSkip } from './skip-writes';
import { MENU_COLLECTIONS, openClient, waitFor, type NetworkSwitch } from './test-support/clients';

// Tue 24 Nov 2026, 08:00 in Dhaka: lunch's cut-off (09:00) is an hour away.
const clock = new SettableClock(Date.parse('2026-11-24T02:00:00Z'));
const TUE = '2026-11-24';
const WED = '2026-11-25';
let test: TestServer;
let phone: DataLayer | undefined;

beforeAll(async () => {
  test = await startTestServer({}, { clock });
});
afterAll(async () => {
  await phone?.close();
  await test.close();
});

/** Skips per "date:slot" in the kitchen's headcount of Tuesday and Wednesday. */
async function kitchenSkips(): Promise<Record<string, number>> {
  const { client } = await signedInAs(test, 'admin');
  const { body } = await client.get('/api/kitchen', { from: TUE, days: 2 });
  return Object.fromEntries(
    body.rows.map((row: { date: string; slot: string; skips: number }) => [
      `${row.date}:${row.slot}`,
      row.skips,
    ]),
  );
}

it('a range written offline: a late slot refused, the rest counted, undone alone', async () => {
  const resident = await signedInAs(test, 'general', { badge: 'x-gold' });
  await giveCover(test, resident.user, 'x-gold');
  const email = resident.user.email;
  const network: NetworkSwitch = { offline: false };
  phone = await openClient({
    url: test.url,
    session: resident,
    network,
    collections: MENU_COLLECTIONS,
  });
  const layer = phone;
  // Wednesday's lunch is skipped on its own, and reaches the server.
  await setSkip(layer, WED, 'lunch', true);
  await waitFor(() => layer.status.value.pending === 0, { what: 'the lone skip to be pushed' });

  network.offline = true;
  const plan = planAway(DEFAULT_HOSTEL_SETTINGS, { from: TUE, to: WED }, clock.now(), WED);
  expect(plan.pastCutoff).toEqual([{ date: TUE, slot: 'breakfast' }]);
  const written = await skipRange(layer, plan.open, 'away-tue-wed');
  expect(written.alreadySkipped).toEqual([{ date: WED, slot: 'lunch' }]);
  expect(written.skipped.map(({ date, slot }) => `${date}:${slot}`)).toEqual([
    `${TUE}:lunch`,
    `${TUE}:dinner`,
    `${WED}:breakfast`,
    `${WED}:dinner`,
  ]);
  await waitFor(() => layer.status.value.pending === 4, { what: 'four skips waiting' });

  clock.set('2026-11-24T03:05:00Z'); // 09:05 in Dhaka: Tuesday lunch's cut-off has passed
  network.offline = false;
  layer.resync();
  await waitFor(() => layer.status.value.rejections.length === 1, { what: 'the refusal' });
  expect(layer.status.value.rejections[0]).toMatchObject({
    collection: 'skips',
    documentId: skipId(TUE, 'lunch', email),
    reason: 'Too late to skip lunch on Tue 24 Nov: the cut-off was 09:00',
  });
  await waitFor(() => layer.status.value.pending === 0, { what: 'nothing left waiting' });
  expect(await kitchenSkips()).toMatchObject({
    [`${TUE}:breakfast`]: 0,
    [`${TUE}:lunch`]: 0,
    [`${TUE}:dinner`]: 1,
    [`${WED}:breakfast`]: 1,
    [`${WED}:lunch`]: 1,
    [`${WED}:dinner`]: 1,
  });

  const undo = await undoSkipRange(layer, 'away-tue-wed', DEFAULT_HOSTEL_SETTINGS, clock.now());
  expect(undo.pastCutoff).toEqual([]);
  expect(undo.undone.map(({ date, slot }) => `${date}:${slot}`)).toEqual([
    `${TUE}:dinner`,
    `${WED}:breakfast`,
    `${WED}:dinner`,
  ]);
  await waitFor(() => layer.status.value.pending === 0, { what: 'the undo to be pushed' });
  expect(await kitchenSkips()).toMatchObject({
    [`${TUE}:dinner`]: 0,
    [`${WED}:breakfast`]: 0,
    [`${WED}:lunch`]: 1,
    [`${WED}:dinner`]: 0,
  });
  const rows = await test.db
    .selectFrom('skips')
    .select(['id', 'skipped', 'range_id'])
    .where('user_email', '=', email)
    .where('skipped', '=', 1)
    .execute();
  expect(rows).toEqual([{ id: skipId(WED, 'lunch', email), skipped: 1, range_id: null }]);
}, 30_000);
