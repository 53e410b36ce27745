// Chat messages: sent by a customer to 'admin' or by an admin (as 'admin') to the customer, in
// the customer's conversation; stamped by the server so they always come back in order.
import {
  ADMIN_CHAT_LABEL,
  CHAT_PAGE_SIZE,
  type InsertResult,
  type Message,
  type SendMessageBody,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import type { SessionUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { toMessageDoc } from './chat-docs';
import { findConversation, namesCustomer } from './conversations';

/**
 * One page of a conversation, oldest first: the latest CHAT_PAGE_SIZE messages, or with `before`
 * (a message id of this conversation) the ones sent before it. An unknown `before` reads as the
 * latest page. Messages are strictly ordered by `created_at` within a conversation.
 */
export async function listMessages(
  db: Executor,
  conversationId: string,
  before?: string,
): Promise<Message[]> {
  const cursor = before
    ? await db
        .selectFrom('messages')
        .select('created_at')
        .where('conversation_id', '=', conversationId)
        .where('id', '=', before)
        .executeTakeFirst()
    : undefined;
  let query = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
  if (cursor) query = query.where('created_at', '<', cursor.created_at);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(CHAT_PAGE_SIZE)
    .execute();
  return rows.reverse().map(toMessageDoc);
}

/**
 * Who is who comes from the session: a customer sends as themself to 'admin' in their own
 * conversation; an admin sends as 'admin' to the conversation's customer. The customer may be
 * named by user id (the spec's client) or e-mail (ours); only a name of someone else is refused.
 * The message keeps the name as sent, so each client reads back what it wrote.
 */
export async function sendMessage(
  db: Executor,
  user: SessionUser,
  body: SendMessageBody,
): Promise<InsertResult & { message: Message }> {
  const conversation = await findConversation(db, body.conversationId);
  if (!conversation) throw notFound('Conversation');
  const sender = body.sender.toLowerCase();
  const receiver = body.receiver.toLowerCase();
  if (user.role === 'admin') {
    if (sender !== ADMIN_CHAT_LABEL) throw forbidden("Admins send as 'admin'");
    if (!namesCustomer(receiver, { id: conversation.user_id, email: conversation.email })) {
      throw badRequest("receiver must be the conversation's customer", 'receiver');
    }
  } else {
    if (conversation.user_id !== user.id) throw forbidden('This conversation is not yours');
    if (!namesCustomer(sender, user)) throw forbidden('You can only send as yourself');
    if (receiver !== ADMIN_CHAT_LABEL) throw badRequest("receiver must be 'admin'", 'receiver');
  }
  // Strictly increasing per conversation, so two messages in one millisecond keep their order.
  const last = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('conversation_id', '=', conversation.id)
    .executeTakeFirst();
  const createdAt = Math.max(Date.now(), Number(last?.at ?? 0) + 1);
  const row = {
    id: newId(),
    conversation_id: conversation.id,
    sender,
    receiver,
    text: body.text,
    created_at: createdAt,
  };
  await db.insertInto('messages').values(row).execute();
  return { acknowledged: true, insertedId: row.id, message: toMessageDoc(row) };
}
