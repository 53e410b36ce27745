// Where the local database lives: Dexie (IndexedDB) by default; dev-mode with the ajv validator
// in development and tests only; and the browser's persistent-storage request.
import { addRxPlugin, type RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import type { DataLayerOptions } from './options';

export async function storageFor(options: DataLayerOptions): Promise<RxStorage<unknown, unknown>> {
  const storage = options.storage ?? (getRxStorageDexie() as RxStorage<unknown, unknown>);
  // Vite replaces import.meta.env.DEV with false in production builds, so dev-mode and the
  // validator are not even bundled there.
  if (options.devMode !== false && import.meta.env.DEV) {
    const [{ RxDBDevModePlugin, disableWarnings }, { wrappedValidateAjvStorage }] =
      await Promise.all([import('rxdb/plugins/dev-mode'), import('rxdb/plugins/validate-ajv')]);
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
    return wrappedValidateAjvStorage({ storage }) as RxStorage<unknown, unknown>;
  }
  return storage;
}

/** Asks the browser to keep IndexedDB under storage pressure (once signed in: waiting writes). */
export async function requestPersistentStorage(): Promise<void> {
  try {
    if (typeof navigator !== 'undefined' && navigator.storage?.persist) {
      if (!(await navigator.storage.persisted())) await navigator.storage.persist();
    }
  } catch {
    // not available (Node, old browsers): nothing to do
  }
}
