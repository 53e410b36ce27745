// After a reload the waiting changes are counted from IndexedDB a moment after the app starts.
// Until that count lands the indicator must not claim that nothing waits ("Online" alone): it
// says it is counting, then shows the real "n waiting". A real data layer on Dexie
// (fake-indexeddb) with a like made offline, closed and reopened as a reload does.
import { render, waitFor } from '@testing-library/react';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, expect, it } from 'vitest';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { RxStorage } from 'rxdb';
import { setCurrentDataLayer } from '../../db/current-layer';
import { DataLayer } from '../../db/data-layer';
import { setMealLike } from '../../db/writes';
import { SyncIndicator } from './sync-indicator';
import { openOfflineLayer } from '../../test-support/offline-layer';

const name = `reload${Date.now()}`;
const open = () =>
  openOfflineLayer(
    name,
    getRxStorageDexie({ indexedDB, IDBKeyRange }) as RxStorage<unknown, unknown>,
  );
let reopened: DataLayer | undefined;
afterAll(async () => {
  setCurrentDataLayer(null);
  await reopened?.close();
});

it('says it is counting, never "nothing waiting", until the waiting changes are counted', async () => {
  const before = await open();
  await before.setUser({ email: 'rahim@hostel.test', name: 'Rahim', photo: '' });
  await setMealLike(before, 'meal-1', true);
  // Counting runs on fake-indexeddb: on a busy machine it can take longer than waitFor's 1 s.
  await waitFor(() => expect(before.status.value.pending).toBe(1), { timeout: 10_000 });
  await before.close(); // the reload

  // The page starts: the indicator is on screen before the data layer is open again.
  const { getByTestId } = render(<SyncIndicator />);
  const indicator = getByTestId('sync-indicator');
  const labels = [indicator.getAttribute('aria-label')];
  const observer = new MutationObserver((records) => {
    for (const record of records) labels.push(record.oldValue);
    labels.push(indicator.getAttribute('aria-label'));
  });
  observer.observe(indicator, {
    attributes: true,
    attributeFilter: ['aria-label'],
    attributeOldValue: true,
  });
  reopened = await open();
  setCurrentDataLayer(reopened);
  await waitFor(() => expect(indicator.getAttribute('aria-label')).toMatch(/1 change waiting$/), {
    timeout: 10_000,
  });
  observer.disconnect();

  expect(labels[0]).toMatch(/counting changes waiting$/);
  for (const label of labels) expect(label).toMatch(/(counting changes|1 change) waiting$/);
  expect(indicator.textContent).toContain('1 waiting');
});
