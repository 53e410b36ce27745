// Copies IndexedDB databases from Node into a page of the browser, record for record: a journey
// runs the previous version's data layer (RxDB on its Dexie storage) in Node over
// fake-indexeddb, then gives the browser profile exactly the databases that version leaves
// (stores, indexes, keys, version), as if it had run there.
import type { Page } from 'playwright-core';

type IndexDump = { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean };
type StoreDump = {
  name: string;
  keyPath: string | string[] | null;
  autoIncrement: boolean;
  indexes: IndexDump[];
  records: { key: IDBValidKey; value: unknown }[];
};
export type DatabaseDump = { name: string; version: number; stores: StoreDump[] };

function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

async function dumpStore(store: IDBObjectStore): Promise<StoreDump> {
  const [keys, values] = await Promise.all([
    requested(store.getAllKeys()),
    requested(store.getAll()),
  ]);
  return {
    name: store.name,
    keyPath: store.keyPath,
    autoIncrement: store.autoIncrement,
    indexes: [...store.indexNames].map((name) => {
      const index = store.index(name);
      return { name, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
    }),
    records: keys.map((key, at) => ({ key, value: values[at] })),
  };
}

/** Every database of `factory` whose name starts with `prefix`. */
export async function dumpDatabases(factory: IDBFactory, prefix: string): Promise<DatabaseDump[]> {
  const names = (await factory.databases())
    .map((db) => db.name ?? '')
    .filter((name) => name.startsWith(prefix));
  const dumps: DatabaseDump[] = [];
  for (const name of names) {
    const db = await requested(factory.open(name));
    const stores = [...db.objectStoreNames];
    const tx = db.transaction(stores, 'readonly');
    dumps.push({
      name,
      version: db.version,
      stores: await Promise.all(stores.map((store) => dumpStore(tx.objectStore(store)))),
    });
    db.close();
  }
  return dumps;
}

/** Creates the dumped databases in the page's origin (none of them may exist there yet). */
export function restoreDatabases(page: Page, dumps: DatabaseDump[]): Promise<void> {
  return page.evaluate(async (json) => {
    for (const dump of JSON.parse(json) as DatabaseDump[]) {
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(dump.name, dump.version);
        request.onupgradeneeded = () => {
          for (const store of dump.stores) {
            const created = request.result.createObjectStore(store.name, {
              keyPath: store.keyPath,
              autoIncrement: store.autoIncrement,
            });
            for (const index of store.indexes) {
              created.createIndex(index.name, index.keyPath, {
                unique: index.unique,
                multiEntry: index.multiEntry,
              });
            }
          }
        };
        request.onerror = () => reject(request.error ?? new Error(`could not open ${dump.name}`));
        request.onsuccess = () => {
          const db = request.result;
          const names = dump.stores.map((store) => store.name);
          if (names.length === 0) {
            db.close();
            resolve();
            return;
          }
          const tx = db.transaction(names, 'readwrite');
          for (const store of dump.stores) {
            const target = tx.objectStore(store.name);
            for (const { key, value } of store.records) {
              if (store.keyPath === null) target.put(value, key);
              else target.put(value);
            }
          }
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = tx.onabort = () =>
            reject(tx.error ?? new Error(`could not fill ${dump.name}`));
        };
      });
    }
  }, JSON.stringify(dumps));
}
