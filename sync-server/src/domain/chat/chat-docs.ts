// Row → document mapping of conversations and messages (spec §3 field names).
import type { Selectable } from 'kysely';
import type { Conversation, Message } from '@hostel/shared-schema';
import type { ConversationsTable, MessagesTable } from '../../db/tables';

export type ConversationRow = Selectable<ConversationsTable>;
export type MessageRow = Selectable<MessagesTable>;

export function toConversationDoc(row: ConversationRow): Conversation {
  return { _id: row.id, userId: row.user_id, name: row.name, email: row.email, photo: row.photo };
}

export function toMessageDoc(row: MessageRow): Message {
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender,
    receiver: row.receiver,
    text: row.text,
    createdAt: row.created_at,
  };
}
