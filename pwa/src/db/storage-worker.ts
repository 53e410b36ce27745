// The engine's worker (storage-start.ts starts it). One script, a role per worker
// (storage-roles.ts):
// - ONE SharedWorker for every tab: the engine itself (engine-serve.ts): RxDB, its replication
//   and the memory-mapped storage (memory-mapped/) in-process, serving every tab's requests and
//   watches over its port.
// - a browser without SharedWorker: a dedicated worker per tab, ONE of which (a Web Lock chooses)
//   runs the same engine and serves every tab over a BroadcastChannel (engine-leader.ts).
// - a Dexie profile while a tab of the previous version still writes it (storage-choice.ts): as
//   the previous item, on RxDB's Dexie storage, with RxDB's cross-instance events and leader
//   election (the previous version's tabs take part in them).
// - the migration of a Dexie profile (dexie-migration.ts): copies, reports, ends.
import { addRxStorageMultiInstanceSupport, type RxStorage } from 'rxdb';
import { WORKER_NAMES, type MigrationMessage } from './storage-roles';
import { serveEnginePage, type EngineStorage } from './engine-serve';
import { leadWhenChosen } from './engine-leader';
import type { EnginePort } from './engine/port';
import { getRxStorageMemoryMapped } from './memory-mapped';

const MAPPED: EngineStorage = {
  storage: async () => getRxStorageMemoryMapped() as RxStorage<unknown, unknown>,
};
/**
 * The previous version reached Dexie through RxDB's remote storage from each page, and RxDB names
 * the channel of an instance's cross-instance events, which its leader election also uses, after
 * the storage that adds them. Here the Dexie instances are opened without them, and RxDB's
 * multi-instance support is added under the remote storage's name ('remote'): this engine and
 * the previous version's tabs hear each other's writes and elect one leader among them.
 */
const PREVIOUS_VERSION_STORAGE_NAME = 'remote';

const DEXIE: EngineStorage = {
  storage: async () => {
    const dexie = (await import('./dexie-storage')).dexieStorage() as RxStorage<unknown, unknown>;
    return {
      name: PREVIOUS_VERSION_STORAGE_NAME,
      rxdbVersion: dexie.rxdbVersion,
      async createStorageInstance(params) {
        const instance = await dexie.createStorageInstance({ ...params, multiInstance: false });
        addRxStorageMultiInstanceSupport(PREVIOUS_VERSION_STORAGE_NAME, params, instance);
        return instance;
      },
    };
  },
  multiInstance: true,
};

async function migrate(post: (message: MigrationMessage) => void): Promise<void> {
  try {
    const [{ migrateDexieProfile }, { dexieStorage }] = await Promise.all([
      import('./dexie-migration'),
      import('./dexie-storage'),
    ]);
    await migrateDexieProfile(
      {
        indexedDB,
        dexie: dexieStorage() as RxStorage<unknown, unknown>,
        mapped: getRxStorageMemoryMapped() as RxStorage<unknown, unknown>,
      },
      () => post({ committed: true }),
    );
  } catch (error) {
    post({ failed: error instanceof Error ? error.message : String(error) });
  }
}

const scope = self as unknown as { onconnect?: unknown; name?: string };
if ('onconnect' in scope) {
  const shared = scope as unknown as SharedWorkerGlobalScope;
  shared.onconnect = (event) => {
    const port = event.ports[0]!;
    serveEnginePage(port as never, MAPPED);
    // Tells the page the worker loaded and listens (a worker that fails to load never says it).
    port.postMessage({ ready: true });
  };
} else {
  const page = self as unknown as EnginePort;
  if (scope.name === WORKER_NAMES.migration) {
    void migrate((message) => page.postMessage(message)).finally(() => self.close());
  } else {
    leadWhenChosen(page, scope.name === WORKER_NAMES.dexie ? DEXIE : MAPPED);
    page.postMessage({ ready: true });
  }
}
