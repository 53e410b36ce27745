// Request and response schemas of the spec §7 "chat" calls and the socket.io event contract.
import { z } from 'zod';
import { conversationSchema, messageSchema } from '../entities/chat';
import { idSchema } from '../entities/common';
import { CHAT_UNREAD_EVENT, SYNC_CHANGED_EVENT, SYNC_DOCS_EVENT } from '../sync/protocol';
import { insertResultSchema, updateResultSchema } from './common';
import { optional } from './optional';

/** Longest chat message accepted (the spec checks no minimum: an empty message is allowed). */
export const MESSAGE_MAX_LENGTH = 5000;

/** POST /conversation {userId} */
export const conversationBodySchema = z.object({ userId: idSchema });
/** `{userId}` of /user-messages, /user-conversation and /user-chatting. */
export const userIdParamsSchema = z.object({ userId: idSchema });
/** `{conversationId}` of /messages/{conversationId}. */
export const conversationIdParamsSchema = z.object({ conversationId: idSchema });

/** Messages per answer of /messages/{conversationId} and /user-messages/{userId}: the latest. */
export const CHAT_PAGE_SIZE = 50;
/**
 * Query of both message lists: `before`, a message `_id`, asks for the page of messages sent
 * before it (older ones); without it the answer is the latest page, which is what the chat
 * screens show.
 */
export const messagesQuerySchema = z.object({ before: optional(idSchema) });

/**
 * POST /send-message. `sender` / `receiver` are 'admin' or the customer, named by e-mail (the
 * name the socket registers with 'new-user-add') or by user `_id` (what the spec's client sends);
 * the server checks them against the session and the conversation, and stores them as sent.
 */
export const sendMessageBodySchema = z.object({
  conversationId: idSchema,
  sender: z.string().trim().min(1, 'sender is required').max(254),
  receiver: z.string().trim().min(1, 'receiver is required').max(254),
  text: z.string({ error: 'text must be a string' }).max(MESSAGE_MAX_LENGTH),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

// ---- Answers -----------------------------------------------------------------------------------

export const conversationDocSchema = conversationSchema.strict();
export const messageDocSchema = messageSchema.strict();

/** GET /all-conversations (admin): the most recently active first (a bare array). */
export const allConversationsResponseSchema = z.array(conversationDocSchema);
/**
 * GET /messages/{conversationId} and /user-messages/{userId}: at most CHAT_PAGE_SIZE messages,
 * the latest (or those before `before`), oldest first (a bare array); `[]` for an id that names
 * no conversation (the spec's client asks with 'undefined' at first).
 */
export const messagesResponseSchema = z.array(messageDocSchema);
export const userMessagesResponseSchema = messagesResponseSchema;
/** GET /user-conversation/{userId}: the customer's conversation, or JSON `null` (none yet, or no
 * such user). */
export const userConversationResponseSchema = conversationDocSchema.nullable();
/** POST /conversation: the new conversation (201) or the existing one (200). */
export const conversationResponseSchema = conversationDocSchema;
/** PATCH /user-chatting/{userId}. */
export const userChattingResponseSchema = updateResultSchema;
/** POST /send-message (201): the insert result and the stored message (for the socket relay). */
export const sendMessageResponseSchema = insertResultSchema
  .extend({ message: messageDocSchema })
  .strict();
export type SendMessageResult = z.infer<typeof sendMessageResponseSchema>;

// ---- Read marks (beyond the spec): unread badges and the Customers list ------------------------

/**
 * GET /chat/unread: the messages the caller has not read yet: a resident's from the admins in
 * their conversation, an admin's from every customer (the admins share one read mark per
 * conversation, as they share the 'admin' side of it).
 */
export const chatUnreadResponseSchema = z
  .object({ unread: z.number().int().nonnegative() })
  .strict();
export type ChatUnread = z.infer<typeof chatUnreadResponseSchema>;

/** The start of a conversation's last message, as the Customers list shows it. */
export const CHAT_PREVIEW_LENGTH = 120;

/**
 * GET /chat/summaries (admin): per conversation, its last message (its start, who sent it and
 * when; null before the first) and how many of the customer's messages no admin has read.
 */
export const chatSummarySchema = z
  .object({
    conversationId: idSchema,
    lastMessage: z
      .object({ text: z.string(), sender: z.string(), createdAt: z.number() })
      .strict()
      .nullable(),
    unread: z.number().int().nonnegative(),
  })
  .strict();
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export const chatSummariesResponseSchema = z.array(chatSummarySchema);

/**
 * PUT /chat/read {conversationId, messageId}: the caller's side has read the conversation up to
 * this message (a mark never moves back). A resident marks their own conversation only.
 */
export const chatReadBodySchema = z.object({ conversationId: idSchema, messageId: idSchema });
export const chatReadResponseSchema = updateResultSchema;

// ---- socket.io events -------------------------------------------------------------------------

export const SOCKET_EVENTS = {
  /** client → server: register as online ('admin' or the user's e-mail; the session decides). */
  newUserAdd: 'new-user-add',
  /** server → signed-in clients: the online users. */
  getUsers: 'get-users',
  /** user → server → every admin: a chat message. */
  toAdmin: 'to-admin',
  /** admin → server → that user only: a chat message with its receiver. */
  toUser: 'to-user',
  /** server → client: the chat event was refused (not signed in, not yours, bad message). */
  chatError: 'chat-error',
  /** server → client: synced collections changed; pull them (payload SyncChangedPayload). */
  syncChanged: SYNC_CHANGED_EVENT,
  /** server → client: the changed documents themselves (payload SyncDocsPayload). */
  syncDocs: SYNC_DOCS_EVENT,
  /**
   * server → the conversation's customer and every admin: a message was sent or read, so the
   * unread counts may have changed (no payload: clients ask GET /chat/unread again).
   */
  chatUnread: CHAT_UNREAD_EVENT,
} as const;

/** An entry of 'get-users': `userId` is 'admin' for an admin, else the user's e-mail. */
export type OnlineUser = { userId: string; socketId: string };

/** The message relayed by 'to-admin' / 'to-user' (sender and receiver set by the server). */
export type ChatSocketMessage = {
  conversationId?: string;
  sender: string;
  receiver: string;
  text: string;
  _id?: string;
  createdAt?: number;
};
