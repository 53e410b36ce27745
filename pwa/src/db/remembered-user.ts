// Whose data this device's database holds, kept across reloads (localStorage in the browser, a
// process-wide map elsewhere). After an offline reload the data layer knows the user before the
// auth check can reach the server, so their waiting writes stay counted and go out when the
// connection returns; `signingOut` marks a sign-out that waits for those writes.
export type RememberedUser = {
  user: { email: string; name: string; photo: string };
  signingOut?: boolean;
};

const fallback = new Map<string, string>();

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where a worker (no localStorage) keeps it: one IndexedDB store, read once at the start. */
const WORKER_DB = 'hostel-remembered-user';

function workerStore(): Promise<IDBObjectStore | undefined> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const request = indexedDB.open(WORKER_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('users');
    request.onerror = () => resolve(undefined);
    request.onsuccess = () =>
      resolve(request.result.transaction('users', 'readwrite').objectStore('users'));
  });
}

function hasLocalStorage(): boolean {
  try {
    return typeof localStorage !== 'undefined' && Boolean(localStorage);
  } catch {
    return false;
  }
}

/** In a worker: reads what a previous start kept into memory (before loadRememberedUser). */
export async function preloadRememberedUser(dbName: string): Promise<void> {
  if (hasLocalStorage()) return;
  const users = await workerStore();
  if (!users) return;
  const raw = await new Promise<unknown>((resolve) => {
    const request = users.get(keyOf(dbName));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
  });
  if (typeof raw === 'string') fallback.set(keyOf(dbName), raw);
}

function store(): KeyValue {
  if (hasLocalStorage()) return localStorage;
  // A worker, or storage blocked (privacy mode): memory, written through to IndexedDB.
  const through = (write: (users: IDBObjectStore) => void) =>
    void workerStore().then(
      (users) => users && write(users),
      () => undefined,
    );
  return {
    getItem: (key) => fallback.get(key) ?? null,
    setItem: (key, value) => {
      fallback.set(key, value);
      through((users) => users.put(value, key));
    },
    removeItem: (key) => {
      fallback.delete(key);
      through((users) => users.delete(key));
    },
  };
}

/** Where the remembered user of a database is kept (localStorage in the browser). */
export const keyOf = (dbName: string) => `hostel-data-user:${dbName}`;

export function loadRememberedUser(dbName: string): RememberedUser | undefined {
  try {
    const raw = store().getItem(keyOf(dbName));
    const parsed = raw ? (JSON.parse(raw) as RememberedUser) : undefined;
    return typeof parsed?.user?.email === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function saveRememberedUser(dbName: string, remembered: RememberedUser | undefined): void {
  try {
    if (remembered) store().setItem(keyOf(dbName), JSON.stringify(remembered));
    else store().removeItem(keyOf(dbName));
  } catch {
    // quota or privacy mode: the user is then only known for this session
  }
}
