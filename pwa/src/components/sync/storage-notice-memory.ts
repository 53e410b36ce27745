// What the storage notice remembers on this device, shared by every page and tab: which notices
// the user dismissed, and whether they have made a change offline yet (the moment the "may
// clear" notice starts to matter). Kept as device texts (device-memory.ts), so a dismissal holds
// in every tab at once.
import { useSyncExternalStore } from 'react';
import { readDeviceText, subscribeDeviceMemory, writeDeviceText } from './device-memory';

export type StorageNoticeKind = 'offline-off' | 'persistence';

const DISMISSED_KEY: Record<StorageNoticeKind, string> = {
  // The key the notice has always used, so a dismissal made before stays made.
  persistence: 'hostel-storage-notice-dismissed',
  'offline-off': 'hostel-storage-notice-dismissed-offline-off',
};
const OFFLINE_WRITE_KEY = 'hostel-offline-write-made';

const snapshot = () =>
  [
    readDeviceText(DISMISSED_KEY.persistence),
    readDeviceText(DISMISSED_KEY['offline-off']),
    readDeviceText(OFFLINE_WRITE_KEY),
  ]
    .map((value) => value ?? '')
    .join('|');

export function useStorageNoticeMemory() {
  useSyncExternalStore(subscribeDeviceMemory, snapshot, () => '');
  return {
    dismissed: (kind: StorageNoticeKind) =>
      kind === 'persistence'
        ? readDeviceText(DISMISSED_KEY.persistence) === 'persistence'
        : readDeviceText(DISMISSED_KEY[kind]) === '1',
    offlineWriteMade: readDeviceText(OFFLINE_WRITE_KEY) === '1',
  };
}

export function dismissStorageNotice(kind: StorageNoticeKind): void {
  writeDeviceText(DISMISSED_KEY[kind], kind === 'persistence' ? 'persistence' : '1');
}

export function rememberOfflineWrite(): void {
  if (readDeviceText(OFFLINE_WRITE_KEY) !== '1') writeDeviceText(OFFLINE_WRITE_KEY, '1');
}
