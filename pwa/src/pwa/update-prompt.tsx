// Asks before switching to a new version of the app; says once (a toast) when it works offline.
import { useEffect, useSyncExternalStore } from 'react';
import { Button, toast } from '../components/ui';
import { swUpdates } from './register-sw';
import './update-prompt.css';

export function UpdatePrompt() {
  const { needRefresh, offlineReady } = useSyncExternalStore(swUpdates.subscribe, swUpdates.get);
  // "Works offline" is good news, not a question: a toast says it and goes away.
  useEffect(() => {
    if (offlineReady && !needRefresh) {
      toast.info('Hostel Meals now works offline.', { duration: 4000 });
      swUpdates.dismiss();
    }
  }, [offlineReady, needRefresh]);
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
