// A data layer with no server: no live channel, one tab, and every request failing as if the
// device were offline, so whatever a test writes stays on the device (and waits, if it is a
// write the user made). For tests of what the app does with local data alone.
import type { RxStorage } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { DataLayer } from '../db/data-layer';

export function openOfflineLayer(
  name: string,
  storage: RxStorage<unknown, unknown> = getRxStorageMemory() as RxStorage<unknown, unknown>,
): Promise<DataLayer> {
  return DataLayer.open({
    name,
    storage,
    devMode: false,
    socket: false,
    multiInstance: false,
    retryTimeMs: 60_000,
    fetch: () => Promise.reject(new TypeError('offline')),
  });
}
