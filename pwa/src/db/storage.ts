// Where the page's own local database lives, when the engine runs in the page: only where no
// engine worker runs (IndexedDB missing, refused in private mode, or full; no worker starts;
// engine/remote.ts decides), on RxDB's memory storage: the app then works online only and says
// so, and whatever the profile holds stays where it is for the next start. Node tests give their
// own storage. Dev-mode with the ajv validator in development and tests only; and the browser's
// persistent-storage request.
import { addRxPlugin, type RxStorage } from 'rxdb';
import { dropStartedWorker } from './storage-start';
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

/** The storage to open: the given one (Node tests), else memory (no engine worker runs here). */
export async function chooseStorage(options: DataLayerOptions): Promise<ChosenStorage> {
  if (options.storage) return { storage: options.storage, persistent: true };
  dropStartedWorker();
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
