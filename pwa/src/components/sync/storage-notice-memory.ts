// What the storage notice remembers on this device, shared by every page and tab: which notices
// the user dismissed, and whether they have made a change offline yet (the moment the "may
// clear" notice starts to matter). Kept in localStorage, read through useSyncExternalStore, and
// told to the other tabs by the browser's `storage` event, so a dismissal holds everywhere at once.
import { useSyncExternalStore } from 'react';

export type StorageNoticeKind = 'offline-off' | 'persistence';

const DISMISSED_KEY: Record<StorageNoticeKind, string> = {
  // The key the notice has always used, so a dismissal made before stays made.
  persistence: 'hostel-storage-notice-dismissed',
  'offline-off': 'hostel-storage-notice-dismissed-offline-off',
};
const OFFLINE_WRITE_KEY = 'hostel-offline-write-made';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

/** Where localStorage is blocked, the memory of this page stands in. */
const memory = new Map<string, string>();

function write(key: string, value: string): void {
  memory.set(key, value);
  try {
    localStorage.setItem(key, value);
  } catch {
    // blocked: remembered for this page only
  }
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const snapshot = () =>
  [read(DISMISSED_KEY.persistence), read(DISMISSED_KEY['offline-off']), read(OFFLINE_WRITE_KEY)]
    .map((value) => value ?? '')
    .join('|');

export function useStorageNoticeMemory() {
  useSyncExternalStore(subscribe, snapshot, () => '');
  return {
    dismissed: (kind: StorageNoticeKind) =>
      kind === 'persistence'
        ? read(DISMISSED_KEY.persistence) === 'persistence'
        : read(DISMISSED_KEY[kind]) === '1',
    offlineWriteMade: read(OFFLINE_WRITE_KEY) === '1',
  };
}

export function dismissStorageNotice(kind: StorageNoticeKind): void {
  write(DISMISSED_KEY[kind], kind === 'persistence' ? 'persistence' : '1');
}

export function rememberOfflineWrite(): void {
  if (read(OFFLINE_WRITE_KEY) !== '1') write(OFFLINE_WRITE_KEY, '1');
}
