// What this device remembers of the writes the server refused (their reasons come from the data
// layer's rejections list): which ones were already announced in a toast, and which ones the
// resident has seen in the sync menu's "Changes not saved". Kept in localStorage, so a reload
// neither announces a refusal again nor lists one already seen; read through
// useSyncExternalStore and the `storage` event, so every open tab agrees. Ids are the server's
// record ids (unique across users); the newest MAX_IDS of each list are kept.
import { useMemo, useSyncExternalStore } from 'react';

const SEEN_KEY = 'hostel-refused-changes-seen';
const ANNOUNCED_KEY = 'hostel-refused-changes-announced';
const MAX_IDS = 200;

const listeners = new Set<() => void>();
/** Where localStorage is blocked, the memory of this page stands in. */
const memory = new Map<string, string>();

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? memory.get(key) ?? '[]';
  } catch {
    return memory.get(key) ?? '[]';
  }
}

function idsOf(text: string): number[] {
  try {
    const ids: unknown = JSON.parse(text);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

function add(key: string, ids: readonly number[]): void {
  const known = idsOf(read(key));
  const fresh = ids.filter((id) => !known.includes(id));
  if (fresh.length === 0) return;
  const text = JSON.stringify([...known, ...fresh].slice(-MAX_IDS));
  memory.set(key, text);
  try {
    localStorage.setItem(key, text);
  } catch {
    // blocked: remembered for this page only
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The ids the resident has seen in "Changes not saved" (as text: a stable snapshot). */
export function useSeenRefusals(): ReadonlySet<number> {
  const text = useSyncExternalStore(
    subscribe,
    () => read(SEEN_KEY),
    () => '[]',
  );
  return useMemo(() => new Set(idsOf(text)), [text]);
}

export const markRefusalsSeen = (ids: readonly number[]) => add(SEEN_KEY, ids);

export const wasAnnounced = (id: number) => idsOf(read(ANNOUNCED_KEY)).includes(id);
export const markAnnounced = (id: number) => add(ANNOUNCED_KEY, [id]);
