// One plain notice, once, about what the browser lets the app keep on the device. It lives in
// the main layout only (every page, the dashboard's included, has exactly one), says what to do,
// and shows only where it matters:
// - offline use is off (IndexedDB unavailable or full: private browsing, no space left; the app
//   then runs from memory): from the start, since nothing made offline would last;
// - the browser refused persistent storage: once the resident has made a change offline, the
//   moment cleared data would cost them something, with "Install the app to keep your data"
//   (and the install button where the browser offers one).
// Dismissed means dismissed on every page and tab of this device (storage-notice-memory.ts).
import { useEffect } from 'react';
import { HardDrive, WifiOff } from 'lucide-react';
import { useSyncStatus } from '../../db';
import { useInstallPrompt } from '../../pwa/install-prompt';
import { Button } from '../ui';
import {
  dismissStorageNotice,
  rememberOfflineWrite,
  useStorageNoticeMemory,
} from './storage-notice-memory';
import './storage-notice.css';

export const STORAGE_NOTICE_TEXTS = {
  offlineOffTitle: 'Offline use is off in this browser',
  offlineOffText:
    'This browser does not let Hostel Meals keep data on this device (private browsing or full storage). Everything works while you are online; open the app in a normal window to use it offline.',
  keepTitle: 'Install the app to keep your data',
  keepText:
    'Your browser may clear offline data when space runs low, and with it changes still waiting to sync. Installed on your home screen, Hostel Meals keeps them.',
  keepTextNoInstall:
    'Your browser may clear offline data when space runs low, and with it changes still waiting to sync. Add Hostel Meals to your home screen from the browser menu to keep them, and go online soon to send what waits.',
} as const;

export function StorageNotice() {
  const { offlineOff, persistence, online, pending } = useSyncStatus();
  const memory = useStorageNoticeMemory();
  const install = useInstallPrompt();
  const writingOffline = !online && pending > 0;
  useEffect(() => {
    if (writingOffline) rememberOfflineWrite();
  }, [writingOffline]);

  const kind = offlineOff
    ? 'offline-off'
    : persistence === 'refused' && (memory.offlineWriteMade || writingOffline)
      ? 'persistence'
      : null;
  if (!kind || memory.dismissed(kind)) return null;
  const offline = kind === 'offline-off';
  const Icon = offline ? WifiOff : HardDrive;
  return (
    <div className="container storage-notice__wrap">
      <aside className="storage-notice" role="status" aria-labelledby="storage-notice-title">
        <Icon aria-hidden size={20} className="storage-notice__icon" />
        <div className="storage-notice__text">
          <p id="storage-notice-title" className="storage-notice__title">
            {offline ? STORAGE_NOTICE_TEXTS.offlineOffTitle : STORAGE_NOTICE_TEXTS.keepTitle}
          </p>
          <p>
            {offline
              ? STORAGE_NOTICE_TEXTS.offlineOffText
              : install
                ? STORAGE_NOTICE_TEXTS.keepText
                : STORAGE_NOTICE_TEXTS.keepTextNoInstall}
          </p>
        </div>
        <div className="storage-notice__actions">
          {!offline && install && (
            <Button size="sm" onClick={() => void install()}>
              Install app
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => dismissStorageNotice(kind)}>
            Dismiss
          </Button>
        </div>
      </aside>
    </div>
  );
}
