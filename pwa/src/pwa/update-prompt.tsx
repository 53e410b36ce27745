// Asks before switching to a new version of the app (the worker is in prompt mode). "Ready to
// work offline" is not announced: the sync indicator already shows the connection state, and a
// toast on every first visit would only cover the navigation bar.
import { useSyncExternalStore } from 'react';
import { Button } from '../components/ui';
import { swUpdates } from './register-sw';
import './update-prompt.css';

export function UpdatePrompt() {
  const { needRefresh } = useSyncExternalStore(swUpdates.subscribe, swUpdates.get);
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status">
      <span>A new version of Hostel Meals is ready.</span>
      <div className="update-prompt__actions">
        <Button size="sm" onClick={() => void swUpdates.apply()}>
          Reload
        </Button>
        <Button size="sm" variant="ghost" onClick={swUpdates.dismiss}>
          Later
        </Button>
      </div>
    </div>
  );
}
