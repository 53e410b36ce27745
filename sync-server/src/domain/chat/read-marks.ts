// Read marks of a conversation (conversations.customer_read_at / admin_read_at): the created_at of
// the last message each side has read. A side's unread messages are the other side's messages
// after its mark. The admins share one mark per conversation, as they share the 'admin' side.
import {
  ADMIN_CHAT_LABEL,
  CHAT_PREVIEW_LENGTH,
  type ChatSummary,
  type UpdateResult,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { SessionUser } from '../../http/context';
import { notFound } from '../../http/errors';
import { assertMayRead, findConversation } from './conversations';

/** Messages the caller has not read: a resident's from the admins, an admin's from customers. */
export async function unreadCount(db: Executor, user: SessionUser): Promise<number> {
  if (user.role === 'admin') {
    const row = await db
      .selectFrom('messages')
      .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
      .select((eb) => eb.fn.countAll<number>().as('unread'))
      .where('messages.sender', '<>', ADMIN_CHAT_LABEL)
      .whereRef('messages.created_at', '>', 'conversations.admin_read_at')
      .executeTakeFirst();
    return Number(row?.unread ?? 0);
  }
  const row = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('conversations.user_id', '=', user.id)
    .where('messages.sender', '=', ADMIN_CHAT_LABEL)
    .whereRef('messages.created_at', '>', 'conversations.customer_read_at')
    .executeTakeFirst();
  return Number(row?.unread ?? 0);
}

/** Per conversation: its last message and the customer's messages no admin has read (admins). */
export async function conversationSummaries(db: Executor): Promise<ChatSummary[]> {
  const unread = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select(['messages.conversation_id as id', (eb) => eb.fn.countAll<number>().as('unread')])
    .where('messages.sender', '<>', ADMIN_CHAT_LABEL)
    .whereRef('messages.created_at', '>', 'conversations.admin_read_at')
    .groupBy('messages.conversation_id')
    .execute();
  const unreadOf = new Map(unread.map((row) => [row.id, Number(row.unread)]));
  // Each conversation's last message: created_at is strictly increasing within a conversation
  // (messages.ts), so the one at the conversation's greatest created_at.
  const last = await db
    .selectFrom('conversations')
    .leftJoin('messages', (join) =>
      join.onRef('messages.conversation_id', '=', 'conversations.id').on((eb) =>
        eb(
          'messages.created_at',
          '=',
          eb
            .selectFrom('messages as latest')
            .select((inner) => inner.fn.max('latest.created_at').as('at'))
            .whereRef('latest.conversation_id', '=', 'conversations.id'),
        ),
      ),
    )
    .select([
      'conversations.id as id',
      'messages.text as text',
      'messages.sender as sender',
      'messages.created_at as createdAt',
    ])
    .orderBy('conversations.id')
    .execute();
  return last.map((row) => ({
    conversationId: row.id,
    lastMessage:
      row.createdAt === null || row.text === null || row.sender === null
        ? null
        : {
            text: row.text.slice(0, CHAT_PREVIEW_LENGTH),
            sender: row.sender,
            createdAt: Number(row.createdAt),
          },
    unread: unreadOf.get(row.id) ?? 0,
  }));
}

/**
 * The caller's side has read the conversation up to `messageId` (a message of it). The mark
 * only moves forward: an older message read late changes nothing.
 */
export async function markRead(
  db: Executor,
  user: SessionUser,
  conversationId: string,
  messageId: string,
): Promise<UpdateResult> {
  const conversation = await findConversation(db, conversationId);
  if (!conversation) throw notFound('Conversation');
  assertMayRead(user, conversation);
  const message = await db
    .selectFrom('messages')
    .select('created_at')
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversation.id)
    .executeTakeFirst();
  if (!message) throw notFound('Message');
  const column = user.role === 'admin' ? 'admin_read_at' : 'customer_read_at';
  const result = await db
    .updateTable('conversations')
    .set({ [column]: Number(message.created_at) })
    .where('id', '=', conversation.id)
    .where(column, '<', Number(message.created_at))
    .executeTakeFirst();
  const modified = Number(result.numUpdatedRows);
  return { acknowledged: true, matchedCount: 1, modifiedCount: modified };
}
