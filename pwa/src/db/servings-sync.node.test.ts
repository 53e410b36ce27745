// Servings through real RxDB replication against a real server: two counters offline both serve
// a resident for a slot, each writing on its own device and refusing a second scan at once; when
// they come online the server keeps the first by corrected scan time and flags the other, and
// both counters pull that. A resident's device never replicates servings, and an admin's
// sign-out removes the counter's servings once they are on the server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dateAt, servingId } from '@hostel/shared-schema';
import { signedInAs } from '../../../sync-server/src/test-support/accounts';
import {
  startTestServer,
  type TestServer,
} from '../../../sync-server/src/test-support/test-server';
import type { DataLayer } from './data-layer';
import { recordServing } from './collections/servings';
import { openClient, waitFor, type NetworkSwitch } from './test-support/clients';

let test: TestServer;
const open: DataLayer[] = [];

beforeAll(async () => {
  test = await startTestServer();
});
afterAll(async () => {
  await Promise.all(open.map((layer) => layer.close()));
  await test.close();
});

it('two offline counters both serve; online, the first counts and the second is a duplicate', async () => {
  const resident = await signedInAs(test, 'general', { badge: 'x-gold' });
  const counters = await Promise.all(
    ['door', 'side'].map(async (counterId) => {
      const network: NetworkSwitch = { offline: false };
      const session = await signedInAs(test, 'admin');
      const layer = await openClient({
        url: test.url,
        session,
        network,
        collections: ['servings'],
      });
      open.push(layer);
      await layer.awaitPushed();
      network.offline = true;
      return { counterId, layer, network };
    }),
  );
  const date = dateAt(Date.now(), 'Asia/Dhaka');
  const base = { residentId: resident.user.id, date, slot: 'lunch' as const, clockOffset: 0 };
  const [door, side] = counters;
  const at = Date.now();
  expect(await recordServing(door.layer, { ...base, counterId: 'door', scannedAt: at })).toBe(
    'recorded',
  );
  expect(await recordServing(door.layer, { ...base, counterId: 'door', scannedAt: at + 5 })).toBe(
    'already-served',
  );
  // The side counter's clock runs a minute fast, its offset says so: it scanned second.
  expect(
    await recordServing(side.layer, {
      ...base,
      counterId: 'side',
      scannedAt: at + 60_000 + 1000,
      clockOffset: -60_000,
    }),
  ).toBe('recorded');
  await waitFor(() => side.layer.status.value.pending === 1, { what: 'the serving to wait' });

  // The side counter reaches the server first: the order is by scan time, not by arrival.
  for (const counter of [side, door]) {
    counter.network.offline = false;
    counter.layer.resync();
    await waitFor(() => counter.layer.status.value.pending === 0, { what: 'the push' });
  }
  const rows = await test.db
    .selectFrom('servings')
    .select(['counter_id', 'duplicate'])
    .where('resident_id', '=', resident.user.id)
    .orderBy('counter_id')
    .execute();
  expect(rows).toEqual([
    { counter_id: 'door', duplicate: 0 },
    { counter_id: 'side', duplicate: 1 },
  ]);
  for (const { layer } of counters) {
    await waitFor(
      async () =>
        (await layer.db.servings.findOne(servingId(date, 'lunch', resident.user.id, 'side')).exec())
          ?.duplicate === true,
      { what: 'the duplicate flag pulled' },
    );
  }

  // Sign-out: nothing waits, so the counter's servings leave the device at once.
  await door.layer.setUser(null, { flushTimeoutMs: 0 });
  expect(await door.layer.db.servings.count().exec()).toBe(0);
}, 60_000);

it("a resident's device does not replicate servings", async () => {
  const resident = await signedInAs(test, 'general', { badge: 'x-gold' });
  const requests: string[] = [];
  const phone = await openClient({
    url: test.url,
    session: resident,
    collections: ['servings', 'skips'],
    onRequest: (url) => requests.push(url),
  });
  open.push(phone);
  await phone.awaitPushed();
  await waitFor(() => requests.some((url) => url.includes('/sync/skips')), {
    what: 'skips pulled',
  });
  expect(requests.filter((url) => url.includes('/sync/servings'))).toEqual([]);
}, 30_000);
