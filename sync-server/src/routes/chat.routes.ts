// The spec §7 "chat" calls under /api. Customers act on their own conversation (by their user
// `_id`); admins read every conversation and answer as 'admin'. A path id naming nothing reads
// as empty ([] or null), never 403: the spec's client asks before it knows its user.
import {
  conversationBodySchema,
  conversationIdParamsSchema,
  sendMessageBodySchema,
  userIdParamsSchema,
} from '@hostel/shared-schema';
import { requireAdmin, requireUser } from '../auth/session';
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
import type { AppRouter, Deps } from '../http/context';
import { inTransaction } from '../http/transaction';
import { parseInput } from '../http/validate';

export function registerChatRoutes(router: AppRouter, deps: Deps): void {
  router.get('/all-conversations', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await listConversations(deps.db);
  });

  router.get('/messages/:conversationId', async (ctx) => {
    const user = requireUser(ctx);
    const { conversationId } = parseInput(conversationIdParamsSchema, ctx.params);
    const conversation = await findConversation(deps.db, conversationId);
    // No such conversation (say 'undefined', asked before the client knows it): no messages.
    if (conversation) assertMayRead(user, conversation);
    ctx.body = conversation ? await listMessages(deps.db, conversation.id) : [];
  });

  router.get('/user-messages/:userId', async (ctx) => {
    const user = requireUser(ctx);
    const { userId } = parseInput(userIdParamsSchema, ctx.params);
    const conversation = await findReadableUserConversation(deps.db, user, userId);
    ctx.body = conversation ? await listMessages(deps.db, conversation.id) : [];
  });

  router.get('/user-conversation/:userId', async (ctx) => {
    const user = requireUser(ctx);
    const { userId } = parseInput(userIdParamsSchema, ctx.params);
    const conversation = await findReadableUserConversation(deps.db, user, userId);
    // Koa answers 204 for a null body; the PWA expects the JSON `null`.
    ctx.type = 'application/json';
    ctx.body = JSON.stringify(conversation ? toConversationDoc(conversation) : null);
  });

  router.post('/conversation', async (ctx) => {
    const user = requireUser(ctx);
    const { userId } = parseInput(conversationBodySchema, ctx.request.body);
    const { conversation, created } = await inTransaction(deps.db, (trx) =>
      startConversation(trx, user, userId),
    );
    ctx.status = created ? 201 : 200;
    ctx.body = conversation;
  });

  router.patch('/user-chatting/:userId', async (ctx) => {
    const user = requireUser(ctx);
    const { userId } = parseInput(userIdParamsSchema, ctx.params);
    ctx.body = await inTransaction(deps.db, (trx) => markChatting(trx, user, userId));
  });

  router.post('/send-message', async (ctx) => {
    const user = requireUser(ctx);
    const body = parseInput(sendMessageBodySchema, ctx.request.body);
    ctx.body = await inTransaction(deps.db, (trx) => sendMessage(trx, user, body));
    ctx.status = 201;
  });
}
