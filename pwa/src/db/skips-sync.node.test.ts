// Skips through real RxDB replication against a real server with a settable clock: a skip made
// offline before the cut-off but synced after it is refused, its reason reaches the user and the
// local skip goes; one made and synced in time counts once on the server, even tapped again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import { giveCover } from '../../../sync-server/src/test-support/covers';
import { SettableClock } from '../../../sync-server/src/test-support/settable-clock';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { setSkip } from './skip-writes';
import { MENU_COLLECTIONS, openClient, waitFor, type NetworkSwitch } from './test-support/clients';

// Tue 24 Nov 2026, 08:00 in Dhaka: lunch's cut-off (09:00) is an hour away.
const clock = new SettableClock(Date.parse('2026-11-24T02:00:00Z'));
let test: TestServer;
const open: DataLayer[] = [];

beforeAll(async () => {
  test = await startTestServer({}, { clock });
});
afterAll(async () => {
  await Promise.all(open.map((layer) => layer.close()));
  await test.close();
});

const skipRows = (email: string) =>
  test.db.selectFrom('skips').selectAll().where('user_email', '=', email).execute();

it('a skip made offline before the cut-off and synced after it is refused with its reason', async () => {
  const resident = await signedInAs(test, 'general', { badge: 'x-gold' });
  const network: NetworkSwitch = { offline: false };
  const phone = await openClient({
    url: test.url,
    session: resident,
    network,
    collections: MENU_COLLECTIONS,
  });
  open.push(phone);
  await phone.awaitPushed();

  network.offline = true;
  await setSkip(phone, '2026-11-24', 'lunch', true);
  await waitFor(() => phone.status.value.pending === 1, { what: 'the skip to wait' });

  clock.set('2026-11-24T03:05:00Z'); // 09:05 in Dhaka: past the cut-off
  network.offline = false;
  phone.resync();
  await waitFor(() => phone.status.value.rejections.length === 1, { what: 'the refusal' });
  expect(phone.status.value.rejections[0]).toMatchObject({
    collection: 'skips',
    reason: 'Too late to skip lunch on Tue 24 Nov: the cut-off was 09:00',
  });
  await waitFor(() => phone.status.value.pending === 0, { what: 'nothing left waiting' });
  await waitFor(async () => !(await phone.db.skips.findOne().exec())?.skipped, {
    what: 'the local skip to go',
  });
  expect(await skipRows(resident.user.email)).toEqual([]);
}, 30_000);

it('a skip made and synced in time counts once, even tapped and pushed again', async () => {
  clock.set('2026-11-24T02:00:00Z');
  const resident = await signedInAs(test, 'general', { badge: 'x-silver' });
  await giveCover(test, resident.user, 'x-silver');
  const network: NetworkSwitch = { offline: true };
  const phone = await openClient({
    url: test.url,
    session: resident,
    network,
    collections: MENU_COLLECTIONS,
  });
  open.push(phone);

  await setSkip(phone, '2026-11-24', 'dinner', true);
  await setSkip(phone, '2026-11-24', 'dinner', true); // a second tap changes nothing
  await waitFor(() => phone.status.value.pending === 1, { what: 'one waiting skip' });
  network.offline = false;
  phone.resync();
  await waitFor(() => phone.status.value.pending === 0, { what: 'the skip to be pushed' });
  // Undo and skip again offline: what reaches the server is the last state, once.
  network.offline = true;
  await setSkip(phone, '2026-11-24', 'dinner', false);
  await setSkip(phone, '2026-11-24', 'dinner', true);
  network.offline = false;
  phone.resync();
  await waitFor(() => phone.status.value.pending === 0, { what: 'the replay to settle' });
  const rows = await skipRows(resident.user.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ slot: 'dinner', skipped: 1, rebate: 33, deleted: 0 });
  expect(phone.status.value.rejections).toEqual([]);
}, 30_000);
