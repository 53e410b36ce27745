// The spec §7 "chat" calls. `userId` is the customer's `_id`; `sender` / `receiver` are 'admin' or
// the customer's e-mail (docs/decisions/0035-chat-is-online-only-on-its-own-socket.md).
import {
  ENDPOINTS,
  type ChatSummary,
  type ChatUnread,
  type Conversation,
  type InsertResult,
  type Message,
  type SendMessageBody,
  type UpdateResult,
} from '@hostel/shared-schema';
import { callEndpoint } from './client';

export const chatApi = {
  /** Admins: every conversation, the most recently active first. */
  allConversations: (signal?: AbortSignal) =>
    callEndpoint<Conversation[]>(ENDPOINTS.allConversations, { signal }),
  messages: (conversationId: string, signal?: AbortSignal) =>
    callEndpoint<Message[]>(ENDPOINTS.messages, { params: { conversationId }, signal }),
  userMessages: (userId: string, signal?: AbortSignal) =>
    callEndpoint<Message[]>(ENDPOINTS.userMessages, { params: { userId }, signal }),
  /** The customer's conversation, or null when they have not started one. */
  userConversation: (userId: string, signal?: AbortSignal) =>
    callEndpoint<Conversation | null>(ENDPOINTS.userConversation, { params: { userId }, signal }),
  /** Starts (or answers the existing) conversation of the signed-in customer. */
  startConversation: (userId: string) =>
    callEndpoint<Conversation>(ENDPOINTS.conversation, { body: { userId } }),
  /** Marks the signed-in customer as chatting (isChatted true). */
  setChatting: (userId: string) =>
    callEndpoint<UpdateResult>(ENDPOINTS.userChatting, { params: { userId } }),
  sendMessage: (body: SendMessageBody) =>
    callEndpoint<InsertResult & { message: Message }>(ENDPOINTS.sendMessage, { body }),
  /** Beyond the spec: the messages the signed-in user has not read yet. */
  unread: (signal?: AbortSignal) => callEndpoint<ChatUnread>(ENDPOINTS.chatUnread, { signal }),
  /** Admins: each conversation's last message and the customer's unread messages. */
  summaries: (signal?: AbortSignal) =>
    callEndpoint<ChatSummary[]>(ENDPOINTS.chatSummaries, { signal }),
  /** The signed-in user's side has read the conversation up to this message. */
  markRead: (conversationId: string, messageId: string) =>
    callEndpoint<UpdateResult>(ENDPOINTS.chatRead, { body: { conversationId, messageId } }),
};
