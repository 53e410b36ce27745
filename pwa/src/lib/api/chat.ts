// The spec §7 "chat" calls. `userId` is the customer's `_id`; `sender` / `receiver` are 'admin' or
// the customer's e-mail (docs/decisions.md "Chat").
import type {
  Conversation,
  InsertResult,
  Message,
  SendMessageBody,
  UpdateResult,
} from '@hostel/shared-schema';
import { http } from './client';

const id = (value: string) => encodeURIComponent(value);

export const chatApi = {
  /** Admins: every conversation, the most recently active first. */
  allConversations: (signal?: AbortSignal) =>
    http.get<Conversation[]>('/all-conversations', { signal }),
  messages: (conversationId: string, signal?: AbortSignal) =>
    http.get<Message[]>(`/messages/${id(conversationId)}`, { signal }),
  userMessages: (userId: string, signal?: AbortSignal) =>
    http.get<Message[]>(`/user-messages/${id(userId)}`, { signal }),
  /** The customer's conversation, or null when they have not started one. */
  userConversation: (userId: string, signal?: AbortSignal) =>
    http.get<Conversation | null>(`/user-conversation/${id(userId)}`, { signal }),
  /** Starts (or answers the existing) conversation of the signed-in customer. */
  startConversation: (userId: string) => http.post<Conversation>('/conversation', { userId }),
  /** Marks the signed-in customer as chatting (isChatted true). */
  setChatting: (userId: string) => http.patch<UpdateResult>(`/user-chatting/${id(userId)}`),
  sendMessage: (body: SendMessageBody) =>
    http.post<InsertResult & { message: Message }>('/send-message', body),
};
