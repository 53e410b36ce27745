// Tells the user, calmly and once, what the browser allows the app to keep on the device:
// offline use is off when IndexedDB is unavailable or full (private
// browsing, no space left: the app then runs from memory, online only), and offline data may be
// cleared under storage pressure when the browser refused persistent storage. Both notices can
// be dismissed; the second stays dismissed on this device.
import { useState } from 'react';
import { HardDrive, WifiOff } from 'lucide-react';
import { useSyncStatus } from '../../db';
import { Button } from '../ui';
import './storage-notice.css';

const OFFLINE_OFF_TITLE = 'Offline use is off in this browser';
const OFFLINE_OFF_TEXT =
  'This browser does not let Hostel Meals keep data on this device (private browsing or full storage). Everything works while you are online.';
const NOT_PERSISTENT_TITLE = 'Your browser may clear offline data';
const NOT_PERSISTENT_TEXT =
  'It did not agree to keep Hostel Meals data for good, so it may remove it when space runs low. Changes waiting to sync are sent as soon as you are online.';

const DISMISSED_KEY = 'hostel-storage-notice-dismissed';

function rememberedDismissal(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'persistence';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, 'persistence');
  } catch {
    // storage blocked: dismissed for this visit only
  }
}

export function StorageNotice() {
  const { offlineOff, persistence } = useSyncStatus();
  const [dismissed, setDismissed] = useState<'offline-off' | 'persistence' | null>(() =>
    rememberedDismissal() ? 'persistence' : null,
  );
  const kind = offlineOff ? 'offline-off' : persistence === 'refused' ? 'persistence' : null;
  if (!kind || dismissed === kind) return null;
  const offline = kind === 'offline-off';
  const Icon = offline ? WifiOff : HardDrive;
  return (
    <div className="container storage-notice__wrap">
      <aside className="storage-notice" role="status" aria-labelledby="storage-notice-title">
        <Icon aria-hidden size={20} className="storage-notice__icon" />
        <div className="storage-notice__text">
          <p id="storage-notice-title" className="storage-notice__title">
            {offline ? OFFLINE_OFF_TITLE : NOT_PERSISTENT_TITLE}
          </p>
          <p>{offline ? OFFLINE_OFF_TEXT : NOT_PERSISTENT_TEXT}</p>
        </div>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            if (!offline) rememberDismissal();
            setDismissed(kind);
          }}
        >
          Dismiss
        </Button>
      </aside>
    </div>
  );
}
