// The messages of a conversation (spec §2 chat): the viewer's own on the right, the other side's
// on the left, oldest first, scrolled to the latest whenever one arrives. A live log, so a screen
// reader announces arriving messages.
import { useLayoutEffect, useRef } from 'react';
import type { Message } from '@hostel/shared-schema';
import { Skeleton } from '../../../components/ui';

export type MessageListProps = {
  /** undefined while loading (skeleton bubbles, never a blank panel). */
  messages: Message[] | undefined;
  /** Whether a message is the viewer's own (drawn on the right). */
  isMine: (message: Message) => boolean;
  /** Who the other side is, for the label over their messages. */
  otherName: string;
  /** Shown when there is no message yet. */
  emptyText: string;
};

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const fullFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Today's messages show the time only; older ones the day too. */
function shortTime(at: Date): string {
  const today = new Date();
  return at.toDateString() === today.toDateString()
    ? timeFormat.format(at)
    : dayTimeFormat.format(at);
}

export function MessageList({ messages, isMine, otherName, emptyText }: MessageListProps) {
  const logRef = useRef<HTMLOListElement>(null);
  const lastId = messages?.at(-1)?._id;

  // Spec §2: the view scrolls to the latest message (on load and whenever one arrives).
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId, messages?.length]);

  if (!messages) {
    return (
      <div className="chat-log chat-log--loading" aria-busy aria-label="Loading messages">
        <Skeleton width="55%" height={40} radius="16px" />
        <Skeleton width="40%" height={40} radius="16px" className="chat-skeleton--mine" />
        <Skeleton width="60%" height={40} radius="16px" />
      </div>
    );
  }
  if (messages.length === 0) {
    return (
      <div className="chat-log chat-log--empty">
        <p className="chat-empty">{emptyText}</p>
      </div>
    );
  }
  return (
    <ol ref={logRef} className="chat-log" role="log" aria-live="polite" aria-label="Messages">
      {messages.map((message) => {
        const mine = isMine(message);
        const at = new Date(message.createdAt);
        return (
          <li
            key={message._id}
            className={`chat-msg ${mine ? 'chat-msg--mine' : 'chat-msg--theirs'}`}
            data-sender={message.sender}
          >
            <span className="chat-msg__meta">
              <span className="visually-hidden">{mine ? 'You' : otherName}, </span>
              <time dateTime={at.toISOString()} title={fullFormat.format(at)}>
                {shortTime(at)}
              </time>
            </span>
            <p className="chat-msg__bubble">{message.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
