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

function store(): KeyValue {
  try {
    if (typeof localStorage !== 'undefined' && localStorage) return localStorage;
  } catch {
    // storage blocked (privacy mode): keep it in memory
  }
  return {
    getItem: (key) => fallback.get(key) ?? null,
    setItem: (key, value) => void fallback.set(key, value),
    removeItem: (key) => void fallback.delete(key),
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
