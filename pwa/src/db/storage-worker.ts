// The worker that holds the local database (storage-start.ts starts it; worker-storage.ts talks
// to it). One script, a role per worker (storage-roles.ts):
// - ONE SharedWorker for every tab: the memory-mapped storage (memory-mapped/), whose memory
//   copy of each collection must be one for all tabs; a write through one tab's port reaches
//   the others through the collection's shared change stream.
// - a browser without SharedWorker: a dedicated worker per tab, ONE of which holds the
//   memory-mapped storage and serves the others (storage-owner.ts).
// - a Dexie profile while a tab still writes it (storage-choice.ts): RxDB's Dexie storage in a
//   dedicated worker per tab, as before the migration.
// - the migration of a Dexie profile (dexie-migration.ts): copies, reports, ends.
// RxDB's remote storage plugin carries the page's storage calls over postMessage (storage-serve.ts).
// Writing documents into IndexedDB (structured cloning, index keys) was most of a first sync's
// main-thread time; here it runs beside the page instead of inside it.
import type { RxStorage } from 'rxdb';
import { WORKER_NAMES, type MigrationMessage } from './storage-roles';
import { loadedOnOpen, serve, type Endpoint } from './storage-serve';
import { ownOrRelay } from './storage-owner';

const mapped = () =>
  loadedOnOpen(
    async () =>
      (await import('./memory-mapped')).getRxStorageMemoryMapped() as RxStorage<unknown, unknown>,
  );

async function migrate(post: (message: MigrationMessage) => void): Promise<void> {
  try {
    const [{ migrateDexieProfile }, { dexieStorage }, { getRxStorageMemoryMapped }] =
      await Promise.all([
        import('./dexie-migration'),
        import('./dexie-storage'),
        import('./memory-mapped'),
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
  const storage = mapped();
  shared.onconnect = (event) => {
    const port = event.ports[0]! as unknown as Endpoint;
    serve(port, storage);
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
