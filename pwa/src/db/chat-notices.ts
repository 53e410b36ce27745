// The live channel's chat notices for the screens (the engine's chatNotices stream): `onNotice`
// runs when the unread counts may have changed ('chat:unread'), and after every (re)connection,
// since notices may have been missed while disconnected. The counts themselves are online reads (lib/server-query).
import { useEffect, useRef } from 'react';
import { watch } from './engine/watch';

export function useChatNotices(onNotice: () => void): void {
  const latest = useRef(onNotice);
  latest.current = onNotice;
  useEffect(() => {
    const subscription = watch('chatNotices', {}).subscribe((answer) => {
      if ('value' in answer) latest.current();
    });
    return () => subscription.unsubscribe();
  }, []);
}
