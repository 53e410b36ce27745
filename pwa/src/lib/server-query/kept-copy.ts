// The last answer of a few online-only reads (the resident's statement), kept on the device so
// that, offline, the screen shows the last known copy and says when it was fetched instead of
// "cannot be reached". A copy belongs to the signed-in user who fetched it: another user never
// reads it, and a sign-out or a switch of user forgets every copy. Kept in localStorage: the
// answers are a few kB, and at most MAX_COPIES are kept (the oldest go first).
import type { QueryKey } from '@tanstack/react-query';

export type KeptCopy<T> = { owner: string; savedAt: number; data: T };

const PREFIX = 'hostel-kept-copy:';
const MAX_COPIES = 12;

const storageKey = (key: QueryKey) => PREFIX + JSON.stringify(key);

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked: nothing is kept
  }
}

function keptKeys(store: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

function read<T>(store: Storage, key: string): KeptCopy<T> | undefined {
  try {
    const copy = JSON.parse(store.getItem(key) ?? 'null') as KeptCopy<T> | null;
    return copy && typeof copy.owner === 'string' && typeof copy.savedAt === 'number'
      ? copy
      : undefined;
  } catch {
    return undefined;
  }
}

export function keepCopy<T>(owner: string, key: QueryKey, data: T, savedAt = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(storageKey(key), JSON.stringify({ owner, savedAt, data }));
    const copies = keptKeys(store)
      .map((name) => ({ name, copy: read(store, name) }))
      .sort((a, b) => (b.copy?.savedAt ?? 0) - (a.copy?.savedAt ?? 0));
    // Someone else's copies (a switch of user the app did not see) and the oldest beyond the cap.
    for (const [index, { name, copy }] of copies.entries()) {
      if (index >= MAX_COPIES || copy?.owner !== owner) store.removeItem(name);
    }
  } catch {
    // full or blocked: the screen simply has no copy offline
  }
}

export function keptCopy<T>(owner: string, key: QueryKey): KeptCopy<T> | undefined {
  const store = storage();
  const copy = store && read<T>(store, storageKey(key));
  return copy?.owner === owner ? copy : undefined;
}

/** Signed out, or another user signed in: no copy is kept any longer. */
export function forgetKeptCopies(): void {
  const store = storage();
  if (!store) return;
  for (const name of keptKeys(store)) store.removeItem(name);
}
