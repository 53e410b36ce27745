// Asks before switching to a new version of the app, and says once when it works offline.
import { useSyncExternalStore } from 'react';
import { Button } from '../components/ui';
import { swUpdates } from './register-sw';
import './update-prompt.css';

export function UpdatePrompt() {
  const { needRefresh, offlineReady } = useSyncExternalStore(swUpdates.subscribe, swUpdates.get);
  if (!needRefresh && !offlineReady) return null;
  return (
    <div className="update-prompt" role="status">
      <span>
        {needRefresh
          ? 'A new version of Hostel Meals is ready.'
          : 'Hostel Meals now works offline.'}
      </span>
      <div className="update-prompt__actions">
        {needRefresh && (
          <Button size="sm" onClick={() => void swUpdates.apply()}>
            Reload
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={swUpdates.dismiss}>
          {needRefresh ? 'Later' : 'OK'}
        </Button>
      </div>
    </div>
  );
}
