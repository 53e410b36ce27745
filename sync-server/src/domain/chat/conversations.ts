// Conversations (spec §2 admin-chat / user-chat): one per customer, started by the customer,
// readable by that customer and by every admin.
import type { Conversation, UpdateResult } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import { newId } from '../../db/ids';
import type { SessionUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { toConversationDoc, type ConversationRow } from './chat-docs';

/** Admins read every conversation; a customer only their own. */
export function assertMayRead(user: SessionUser, conversation: ConversationRow): void {
  if (user.role !== 'admin' && conversation.user_id !== user.id) {
    throw forbidden('This conversation is not yours');
  }
}

/**
 * The conversation of the customer `userId` as the caller may see it (the user-id reads of spec
 * §7): an admin any, a customer their own. An id naming no conversation answers undefined, for
 * any caller: the spec's client asks with 'undefined' while it still loads its user, and a 403
 * would sign it out (spec §8). Only another customer's existing conversation is refused.
 */
export async function findReadableUserConversation(
  db: Executor,
  user: SessionUser,
  userId: string,
): Promise<ConversationRow | undefined> {
  const conversation = await findUserConversation(db, userId);
  if (conversation) assertMayRead(user, conversation);
  return conversation;
}

/** A customer named by their user id or their e-mail (the spec's client sends the id). */
export function namesCustomer(name: string, customer: { id: string; email: string }): boolean {
  const wanted = name.trim().toLowerCase();
  return wanted === customer.id.toLowerCase() || wanted === customer.email.toLowerCase();
}

export async function findConversation(
  db: Executor,
  id: string,
): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

async function findUserConversation(
  db: Executor,
  userId: string,
): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Every conversation, the most recently active first (the admin's Customers list). */
export async function listConversations(db: Executor): Promise<Conversation[]> {
  const rows = await db
    .selectFrom('conversations')
    .leftJoin('messages', 'messages.conversation_id', 'conversations.id')
    .selectAll('conversations')
    .select((eb) => eb.fn.max('messages.created_at').as('last_message_at'))
    .groupBy('conversations.id')
    .execute();
  const activity = (row: (typeof rows)[number]) =>
    Math.max(Number(row.last_message_at ?? 0), row.created_at);
  return rows
    .sort((a, b) => activity(b) - activity(a) || b.id.localeCompare(a.id))
    .map(toConversationDoc);
}

/**
 * Starts the signed-in customer's conversation, named after their account. There is one per
 * customer: asking again answers the existing one.
 */
export async function startConversation(
  db: Executor,
  user: SessionUser,
  userId: string,
): Promise<{ conversation: Conversation; created: boolean }> {
  if (user.id !== userId) throw forbidden('You can only start your own conversation');
  if (user.role === 'admin') throw forbidden("Admins answer customers' conversations");
  const existing = await findUserConversation(db, userId);
  if (existing) return { conversation: toConversationDoc(existing), created: false };
  const row: ConversationRow = {
    id: newId(),
    user_id: user.id,
    name: user.name,
    email: user.email,
    photo: user.photo,
    created_at: Date.now(),
    customer_read_at: 0,
    admin_read_at: 0,
  };
  await db.insertInto('conversations').values(row).execute();
  return { conversation: toConversationDoc(row), created: true };
}

/** PATCH /user-chatting/{userId}: the customer has started chatting (isChatted true). */
export async function markChatting(
  db: Executor,
  user: SessionUser,
  userId: string,
): Promise<UpdateResult> {
  const row = await db
    .selectFrom('users')
    .select('is_chatted')
    .where('id', '=', userId)
    .executeTakeFirst();
  // An id naming no user (say 'undefined', sent before the client knows its user) is not found,
  // not forbidden: a 403 signs the spec's client out (spec §8).
  if (!row) throw notFound('User');
  if (user.id !== userId) throw forbidden('You can only change your own account');
  if (row.is_chatted === 1) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
  await db.updateTable('users').set({ is_chatted: 1 }).where('id', '=', userId).execute();
  return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
}
