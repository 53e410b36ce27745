// The chat's unread counts for the navigation's badges (Chat in the dashboard's sidebar and page
// sheet, Messages in the resident's tab bar) and the admins' Customers list. They are online
// reads (GET /chat/unread, /chat/summaries); ChatUnreadWatcher reloads them when the live channel
// says a message was sent or read, and after a reconnection. The server keeps the read marks, so
// the counts are the same after a reload and on every device.
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../app/auth';
import { useChatNotices } from '../../db';
import { chatApi } from '../../lib/api';
import { useServerQuery } from '../../lib/server-query';

export const chatUnreadKeys = {
  unread: ['chat', 'unread'] as const,
  summaries: ['chat', 'summaries'] as const,
};

/** The signed-in user's unread messages (0 signed out, or until known). */
export function useChatUnread(): number {
  const { user } = useAuth();
  const query = useServerQuery(chatUnreadKeys.unread, (signal) => chatApi.unread(signal), {
    enabled: Boolean(user),
  });
  return user ? (query.data?.unread ?? 0) : 0;
}

/** Mounted once for the app: reloads the counts a live notice says may have changed. */
export function useChatUnreadWatcher(): void {
  const client = useQueryClient();
  const { user } = useAuth();
  useChatNotices(() => {
    if (!user) return;
    void client.invalidateQueries({ queryKey: chatUnreadKeys.unread });
    void client.invalidateQueries({ queryKey: chatUnreadKeys.summaries });
  });
}
