// The browser's local database through a worker (storage-worker.ts): RxDB's remote storage
// plugin sends each storage call there over postMessage, and the worker runs it on the
// memory-mapped storage (one SharedWorker for every tab, or the worker of the tab that owns it
// where there is none) or, for a profile from before it while a tab still writes Dexie, on RxDB's
// Dexie storage (storage-start.ts decides). The page keeps RxDB itself (collections, queries,
// replication, leadership); only the storage work (IndexedDB reads and writes) moves.
// One worker per storage: RxDB closes the channel, and the worker is ended (a shared one: this
// tab's port closed), once every storage instance on it is closed; a later open starts another.
// A worker that ends (Android ends workers under memory pressure) is replaced at once, and the
// page carries on with it (reviving-channel.ts).
import type { RxStorage } from 'rxdb';
import { getRxStorageRemote } from 'rxdb/plugins/storage-remote';
import { revivingChannel } from './reviving-channel';
import { startWorker, takeStartedWorker, type StorageWorker } from './storage-start';
import { browserLifeLocks } from './worker-life';

/**
 * The remote storage on a worker, or undefined when this browser cannot start one (the caller
 * then works from memory). The first worker is started here, so a failure shows now.
 */
export async function workerStorage(): Promise<RxStorage<unknown, unknown> | undefined> {
  if (typeof Worker === 'undefined' && typeof SharedWorker === 'undefined') return undefined;
  // The worker boot.ts started as the app's code loaded (storage-start.ts), else a new one.
  let first: Promise<StorageWorker> | undefined = takeStartedWorker() ?? startWorker();
  try {
    await first;
  } catch (error) {
    console.error('The storage worker could not start: offline use is off', error);
    return undefined;
  }
  return getRxStorageRemote({
    identifier: 'hostel-storage-worker',
    // One channel (one worker) for every storage instance of this storage.
    mode: 'storage',
    messageChannelCreator: async () => {
      const worker = first ?? startWorker();
      first = undefined;
      return revivingChannel({
        first: await worker,
        start: startWorker,
        locks: browserLifeLocks(),
        onRestart: () => console.warn('The storage worker ended: a new one takes over'),
      });
    },
  }) as RxStorage<unknown, unknown>;
}
