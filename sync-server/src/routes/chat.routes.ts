// The spec §7 "chat" calls under /api. Customers act on their own conversation (by their user
// `_id`); admins read every conversation and answer as 'admin'. A path id naming nothing reads
// as empty ([] or null), never 403: the spec's client asks before it knows its user. An admin's
// answer raises 'chat-answered' (realtime/chat-push.ts). Beyond the spec, the read marks: the
// caller's unread count, the admins' per-conversation summaries, and marking a conversation
// read; a message sent or read raises 'chat-unread' (realtime/chat-unread.ts).
import { ENDPOINTS } from '@hostel/shared-schema';
import { toConversationDoc } from '../domain/chat/chat-docs';
import {
  assertMayRead,
  findConversation,
  findReadableUserConversation,
  listConversations,
  markChatting,
  startConversation,
} from '../domain/chat/conversations';
import { listMessages, sendMessage } from '../domain/chat/messages';
import { conversationSummaries, markRead, unreadCount } from '../domain/chat/read-marks';
import type { AppRouter, Deps } from '../http/context';
import { mountEndpoint } from '../http/mount-endpoint';
import { takePoint } from '../http/limiters';
import { inTransaction } from '../http/transaction';
import { writeLimitsOf } from '../http/write-limits';

export function registerChatRoutes(router: AppRouter, deps: Deps): void {
  const limits = writeLimitsOf(deps);
  mountEndpoint(router, ENDPOINTS.allConversations, () => listConversations(deps.db));

  mountEndpoint(router, ENDPOINTS.messages, async (_ctx, { user, params, query }) => {
    const conversation = await findConversation(deps.db, params.conversationId);
    // No such conversation (say 'undefined', asked before the client knows it): no messages.
    if (conversation) assertMayRead(user, conversation);
    return conversation ? await listMessages(deps.db, conversation.id, query.before) : [];
  });

  mountEndpoint(router, ENDPOINTS.userMessages, async (_ctx, { user, params, query }) => {
    const conversation = await findReadableUserConversation(deps.db, user, params.userId);
    return conversation ? await listMessages(deps.db, conversation.id, query.before) : [];
  });

  mountEndpoint(router, ENDPOINTS.userConversation, async (ctx, { user, params }) => {
    const conversation = await findReadableUserConversation(deps.db, user, params.userId);
    // Koa answers 204 for a null body; the PWA expects the JSON `null`.
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(conversation ? toConversationDoc(conversation) : null);
  });

  mountEndpoint(router, ENDPOINTS.conversation, async (ctx, { user, body }) => {
    const { conversation, created } = await inTransaction(deps.db, (trx) =>
      startConversation(trx, user, body.userId),
    );
    ctx.status = created ? 201 : 200;
    ctx.body = conversation;
  });

  mountEndpoint(router, ENDPOINTS.userChatting, async (ctx, { user, params }) => {
    ctx.body = await inTransaction(deps.db, (trx) => markChatting(trx, user, params.userId));
  });

  mountEndpoint(router, ENDPOINTS.sendMessage, async (ctx, { user, body }) => {
    await takePoint(limits.chatMessages, user.id, 'Too many messages.');
    ctx.body = await inTransaction(deps.db, (trx) => sendMessage(trx, user, body));
    ctx.status = 201;
    const conversation = await findConversation(deps.db, body.conversationId);
    if (!conversation) return;
    deps.events.emit('chat-unread', conversation.email);
    // The realtime layer pushes the resident a notice when none of their sockets is open.
    if (user.role === 'admin') deps.events.emit('chat-answered', conversation.email);
  });

  mountEndpoint(router, ENDPOINTS.chatUnread, async (_ctx, { user }) => ({
    unread: await unreadCount(deps.db, user),
  }));

  mountEndpoint(router, ENDPOINTS.chatSummaries, () => conversationSummaries(deps.db));

  mountEndpoint(router, ENDPOINTS.chatRead, async (ctx, { user, body }) => {
    const result = await inTransaction(deps.db, (trx) =>
      markRead(trx, user, body.conversationId, body.messageId),
    );
    ctx.body = result;
    if (result.modifiedCount > 0) {
      const conversation = await findConversation(deps.db, body.conversationId);
      if (conversation) deps.events.emit('chat-unread', conversation.email);
    }
  });
}
