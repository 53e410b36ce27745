// Where the local database lives: in a storage worker (worker-storage.ts: the memory-mapped
// storage, in one SharedWorker or in the worker of the tab that owns it; Dexie only for a profile
// from before it while a tab still writes Dexie; storage-start.ts decides), or RxDB's memory
// storage when this browser cannot keep data (IndexedDB missing, refused in private mode, or
// full) or no worker starts: the app then works online only and says so, and whatever the
// profile holds stays where it is for the next start. Dev-mode with the ajv validator in
// development and tests only; and the browser's persistent-storage request.
import { addRxPlugin, type RxStorage } from 'rxdb';
import { dropStartedWorker, probeIndexedDb } from './storage-start';
import { workerStorage } from './worker-storage';
import type { DataLayerOptions } from './options';

export type ChosenStorage = {
  storage: RxStorage<unknown, unknown>;
  /** False when nothing survives a reload (memory storage): offline use is off. */
  persistent: boolean;
};

/**
 * RxDB's memory storage, loaded on demand: only a browser that cannot keep data needs it, and it
 * then works online only, so the service worker does not precache it (scripts/precache-plan.ts).
 */
export const memoryStorage = async (): Promise<RxStorage<unknown, unknown>> =>
  (await import('rxdb/plugins/storage-memory')).getRxStorageMemory() as RxStorage<unknown, unknown>;

/** The storage to open: the given one (Node tests), else a worker's when IndexedDB works. */
export async function chooseStorage(options: DataLayerOptions): Promise<ChosenStorage> {
  if (options.storage) return { storage: options.storage, persistent: true };
  if (await probeIndexedDb()) {
    const inWorker = await workerStorage();
    if (inWorker) return { storage: inWorker, persistent: true };
  } else {
    dropStartedWorker();
  }
  return { storage: await memoryStorage(), persistent: false };
}

export async function storageFor(
  options: DataLayerOptions,
  base: RxStorage<unknown, unknown>,
): Promise<RxStorage<unknown, unknown>> {
  // Vite replaces import.meta.env.DEV with false in production builds, so dev-mode and the
  // validator are not even bundled there.
  if (options.devMode !== false && import.meta.env.DEV) {
    const [{ RxDBDevModePlugin, disableWarnings }, { wrappedValidateAjvStorage }] =
      await Promise.all([import('rxdb/plugins/dev-mode'), import('rxdb/plugins/validate-ajv')]);
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
    return wrappedValidateAjvStorage({ storage: base }) as RxStorage<unknown, unknown>;
  }
  return base;
}

/** What the browser answered to navigator.storage.persist(). */
export type Persistence = 'unknown' | 'granted' | 'refused';

/** Asks the browser to keep IndexedDB under storage pressure (once signed in: waiting writes). */
export async function requestPersistentStorage(): Promise<Persistence> {
  try {
    if (typeof navigator !== 'undefined' && navigator.storage?.persist) {
      if (await navigator.storage.persisted()) return 'granted';
      return (await navigator.storage.persist()) ? 'granted' : 'refused';
    }
  } catch {
    // not available (Node, old browsers): nothing to ask
  }
  return 'unknown';
}
