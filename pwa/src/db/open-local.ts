// Opens the local database on the storage this browser allows (storage.ts): IndexedDB through
// a storage worker (the memory-mapped storage, one for every tab of a profile); or, when
// IndexedDB is unavailable or full, memory (each tab its own, online only: the layer then says
// offline use is off).
import { openHostelDatabase, type ConflictHandlers, type HostelDatabase } from './collections';
import type { DataLayerOptions } from './options';
import { chooseStorage, memoryStorage, storageFor, type ChosenStorage } from './storage';
import { APP_DATABASE } from './storage-choice';

export async function openLocalDatabase(
  options: DataLayerOptions,
  handlers: ConflictHandlers,
): Promise<{ db: HostelDatabase; persistent: boolean }> {
  const openOn = async ({ storage, persistent }: ChosenStorage) =>
    openHostelDatabase({
      name: options.name ?? APP_DATABASE,
      storage: await storageFor(options, storage),
      conflictHandlers: handlers,
      // Tabs share an IndexedDB database; memory databases are each tab's own, so each
      // replicates for itself.
      multiInstance: persistent && (options.multiInstance ?? typeof window !== 'undefined'),
      collections: options.collections,
      schemas: options.schemas,
    });
  const chosen = await chooseStorage(options);
  let persistent = chosen.persistent;
  let db: HostelDatabase;
  try {
    db = await openOn(chosen);
  } catch (error) {
    // IndexedDB passed the probe but failed RxDB (quota reached meanwhile, a broken
    // database): still work online, from memory.
    if (options.storage || !persistent) throw error;
    console.error('The local database could not open: offline use is off', error);
    persistent = false;
    db = await openOn({ storage: await memoryStorage(), persistent });
  }
  return { db, persistent };
}
