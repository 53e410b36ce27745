// The engine's worker, and where the browser has no SharedWorker the storage's (storage-start.ts
// starts it). One script, a role per worker (storage-roles.ts):
// - ONE SharedWorker for every tab: the engine itself (engine-serve.ts): RxDB, its replication
//   and the memory-mapped storage (memory-mapped/) in-process, serving every tab's requests and
//   watches over its port.
// - a browser without SharedWorker: a dedicated worker per tab, ONE of which holds the
//   memory-mapped storage and serves the others (storage-owner.ts); each tab runs its engine in
//   the page, its storage calls carried by RxDB's remote storage plugin (storage-serve.ts).
// - a Dexie profile while a tab still writes it (storage-choice.ts): RxDB's Dexie storage in a
//   dedicated worker per tab, as before the migration.
// - the migration of a Dexie profile (dexie-migration.ts): copies, reports, ends.
import type { RxStorage } from 'rxdb';
import { WORKER_NAMES, type MigrationMessage } from './storage-roles';
import { loadedOnOpen, serve, type Endpoint } from './storage-serve';
import { ownOrRelay } from './storage-owner';
import { serveEnginePage } from './engine-serve';
import { getRxStorageMemoryMapped } from './memory-mapped';

// The engine (the shared role) loads the memory-mapped storage with the worker; so does the
// owner, which then opens it at its first call.
const mapped = () =>
  loadedOnOpen(async () => getRxStorageMemoryMapped() as RxStorage<unknown, unknown>);

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
  // The engine itself: the data layer on the memory-mapped storage, in-process (engine-serve.ts).
  const shared = scope as unknown as SharedWorkerGlobalScope;
  shared.onconnect = (event) => {
    const port = event.ports[0]!;
    serveEnginePage(port as never, () => getRxStorageMemoryMapped() as RxStorage<unknown, unknown>);
    // Tells the page the worker loaded and listens (a worker that fails to load never says it).
    port.postMessage({ ready: true });
  };
} else {
  const page = self as unknown as Endpoint;
  if (scope.name === WORKER_NAMES.migration) {
    void migrate((message) => page.postMessage(message)).finally(() => self.close());
  } else if (scope.name === WORKER_NAMES.dexie) {
    serve(
      page,
      loadedOnOpen(
        async () => (await import('./dexie-storage')).dexieStorage() as RxStorage<unknown, unknown>,
      ),
    );
    page.postMessage({ ready: true });
  } else {
    ownOrRelay(page, mapped());
  }
}
