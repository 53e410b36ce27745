// The chat's read marks from the screens: the admins' per-conversation summaries (last message,
// unread count) for the Customers list, and marking a conversation read up to the newest
// message on screen while the page is visible, so the badges drop as soon as a message is seen.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Message } from '@hostel/shared-schema';
import { chatUnreadKeys } from '../../../components/chat-unread';
import { chatApi } from '../../../lib/api';
import { useServerQuery } from '../../../lib/server-query';

/** Admins: each conversation's last message and unread count, by conversation id. */
export function useConversationSummaries() {
  const query = useServerQuery(chatUnreadKeys.summaries, (signal) => chatApi.summaries(signal));
  return new Map((query.data ?? []).map((summary) => [summary.conversationId, summary]));
}

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const pageVisible = () => document.visibilityState === 'visible';

/**
 * Marks `conversationId` read up to the last of `messages` once they are on a visible page
 * (again whenever a newer one arrives), then reloads the unread counts.
 */
export function useMarkRead(conversationId: string | undefined, messages: Message[] | undefined) {
  const client = useQueryClient();
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => true);
  const marked = useRef<string | undefined>(undefined);
  const last = messages?.at(-1)?._id;
  useEffect(() => {
    if (!conversationId || !last || !visible) return;
    const key = `${conversationId}:${last}`;
    if (marked.current === key) return;
    marked.current = key;
    chatApi
      .markRead(conversationId, last)
      .then(() =>
        Promise.all([
          client.invalidateQueries({ queryKey: chatUnreadKeys.unread }),
          client.invalidateQueries({ queryKey: chatUnreadKeys.summaries }),
        ]),
      )
      .catch(() => {
        // Not marked (offline, say): try again with the next messages or visit.
        if (marked.current === key) marked.current = undefined;
      });
  }, [conversationId, last, visible, client]);
}
