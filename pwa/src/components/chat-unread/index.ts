// Unread chat messages: the counts, the badge, and the watcher that keeps them live.
export { chatUnreadKeys, useChatUnread, useChatUnreadWatcher } from './use-chat-unread';
export { UnreadBadge, UnreadWords } from './unread-badge';
