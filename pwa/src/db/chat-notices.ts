// The live channel's chat notices for the screens (the engine's chatNotices stream): `onNotice`
// runs when the unread counts may have changed ('chat:unread'), and after every (re)connection,
// since notices may have been missed while disconnected. The counts themselves are online reads (lib/server-query).
import { useEffect, useRef } from 'react';
import { openStream } from './engine/streams';
import { useDataLayer } from './sync-status-hooks';

export function useChatNotices(onNotice: () => void): void {
  const layer = useDataLayer();
  const latest = useRef(onNotice);
  latest.current = onNotice;
  useEffect(() => {
    if (!layer) return undefined;
    const subscription = openStream(layer, 'chatNotices', {}).subscribe(() => latest.current());
    return () => subscription.unsubscribe();
  }, [layer]);
}
