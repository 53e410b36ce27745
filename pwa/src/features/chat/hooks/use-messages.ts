// The messages of one conversation, read from the server (chat is online only). Reloading keeps
// the messages on screen (no flash) and a stale answer never replaces a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Message } from '@hostel/shared-schema';

export type MessagesState = {
  messages: Message[] | undefined;
  error: Error | undefined;
  reload: () => Promise<void>;
};

/** `load` reads the messages; `key` changes when another conversation is shown (undefined: none). */
export function useMessages(
  key: string | undefined,
  load: (signal: AbortSignal) => Promise<Message[]>,
): MessagesState {
  const [state, setState] = useState<{ key?: string; messages?: Message[]; error?: Error }>({});
  const loadRef = useRef(load);
  loadRef.current = load;
  const keyRef = useRef(key);
  keyRef.current = key;
  const current = useRef<AbortController | undefined>(undefined);

  const reload = useCallback(async () => {
    const forKey = keyRef.current;
    if (forKey === undefined) return;
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    try {
      const messages = await loadRef.current(controller.signal);
      if (controller.signal.aborted) return;
      setState({ key: forKey, messages });
    } catch (caught) {
      if (controller.signal.aborted || (caught as Error).name === 'AbortError') return;
      const error = caught instanceof Error ? caught : new Error(String(caught));
      // Keep what is shown; only the error is new.
      setState((previous) => ({ ...previous, key: forKey, error }));
    }
  }, []);

  useEffect(() => {
    if (key === undefined) return;
    void reload();
    return () => current.current?.abort();
  }, [key, reload]);

  // Messages of another conversation are never shown under this one.
  const mine = state.key === key;
  return {
    messages: mine ? state.messages : undefined,
    error: mine ? state.error : undefined,
    reload,
  };
}
