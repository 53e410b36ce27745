// Chat is online only (docs/decisions/0035-chat-is-online-only-on-its-own-socket.md): offline, the
// page says why nothing can be sent and, once the browser is back online, calls `onBackOnline` to
// reload what it shows.
import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { OFFLINE_REASON, useOnline } from '../../../components/sync';

export function OfflineNote({ onBackOnline }: { onBackOnline?: () => void }) {
  const online = useOnline();
  const wasOffline = useRef(!online);
  const callback = useRef(onBackOnline);
  callback.current = onBackOnline;

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      callback.current?.();
    }
  }, [online]);

  if (online) return null;
  return (
    <p className="chat-offline" role="status">
      <WifiOff aria-hidden size={18} />
      {OFFLINE_REASON}
    </p>
  );
}
