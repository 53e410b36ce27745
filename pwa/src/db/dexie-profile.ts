// Which of RxDB's Dexie databases this profile holds, found without RxDB or Dexie: the page's
// entry (storage-start.ts) decides with it whether a migration (dexie-migration.ts) is due, and
// the migration uses it to find what to copy and to delete. Free of imports.

/** RxDB's Dexie storage names its databases so (storage-dexie/dexie-helper.js). */
export const DEXIE_DB_PREFIX = 'rxdb-dexie-';
/** RxDB's internal store (rx-database-internal-store.js): collection name and schema version. */
export const INTERNAL_STORE = '_rxdb_internal';
const INTERNAL_SUFFIX = `--0--${INTERNAL_STORE}`;

export const dexieDatabaseName = (
  databaseName: string,
  target: { collectionName: string; schema: { version: number } },
): string =>
  `${DEXIE_DB_PREFIX}${databaseName}--${target.schema.version}--${target.collectionName}`;

export const dexieInternalStoreName = (databaseName: string): string =>
  `${DEXIE_DB_PREFIX}${databaseName}${INTERNAL_SUFFIX}`;

/** Every IndexedDB database's name, or undefined where the browser cannot list them. */
export async function listDatabases(factory: IDBFactory): Promise<string[] | undefined> {
  try {
    return (await factory.databases()).map((db) => db.name ?? '');
  } catch {
    return undefined;
  }
}

export function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
  });
}

/** Whether a database exists, without creating it (an open that would create it is aborted). */
export function databaseExists(factory: IDBFactory, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    let created = false;
    const request = factory.open(name);
    request.onupgradeneeded = () => {
      created = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      request.result.close();
      resolve(true);
    };
    // Aborted because it did not exist; any other failure: it exists but cannot open now.
    request.onerror = () => resolve(!created);
  });
}

/** The databases (by RxDB name) whose Dexie internal store this profile holds. */
export async function dexieDatabasesOf(
  factory: IDBFactory,
  known: readonly string[] = [],
): Promise<string[]> {
  const names = await listDatabases(factory);
  if (!names) {
    const found: string[] = [];
    for (const name of known) {
      if (await databaseExists(factory, dexieInternalStoreName(name))) found.push(name);
    }
    return found;
  }
  return names
    .filter((name) => name.startsWith(DEXIE_DB_PREFIX) && name.endsWith(INTERNAL_SUFFIX))
    .map((name) => name.slice(DEXIE_DB_PREFIX.length, -INTERNAL_SUFFIX.length));
}

/** Whether any Dexie database is left: a profile to migrate, or what a migration left. */
export async function hasDexieDatabases(
  factory: IDBFactory,
  known: readonly string[] = [],
): Promise<boolean> {
  const names = await listDatabases(factory);
  if (names) return names.some((name) => name.startsWith(DEXIE_DB_PREFIX));
  return (await dexieDatabasesOf(factory, known)).length > 0;
}
