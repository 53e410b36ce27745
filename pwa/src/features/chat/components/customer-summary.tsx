// Under a customer in the admins' Customers list: the start of the conversation's last message
// ("You: …" when an admin wrote it), when it was sent, and how many of the customer's messages no
// admin has read yet. Nothing before the first message.
import { ADMIN_CHAT_LABEL, type ChatSummary } from '@hostel/shared-schema';
import { UnreadBadge } from '../../../components/chat-unread';
import { messageTime } from '../message-time';

export function CustomerSummary({ summary }: { summary: ChatSummary | undefined }) {
  const last = summary?.lastMessage;
  if (!last) return null;
  const mine = last.sender.toLowerCase() === ADMIN_CHAT_LABEL;
  const unread = summary.unread;
  return (
    <span className={`chat-summary${unread > 0 ? ' chat-summary--unread' : ''}`}>
      <span className="chat-summary__text">
        {mine ? 'You: ' : ''}
        {last.text || '(empty message)'}
      </span>
      <time
        className="chat-summary__time tabular"
        dateTime={new Date(last.createdAt).toISOString()}
      >
        {messageTime(last.createdAt)}
      </time>
      <UnreadBadge count={unread} className="chat-summary__unread" />
    </span>
  );
}
