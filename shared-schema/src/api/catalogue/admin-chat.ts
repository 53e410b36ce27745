// Catalogue: the spec §7 "Admin profile" and "Chat" calls.
import {
  adminProfileDataResponseSchema,
  adminProfileQuerySchema,
  adminProfileResponseSchema,
} from '../admin';
import {
  allConversationsResponseSchema,
  chatReadBodySchema,
  chatReadResponseSchema,
  chatSummariesResponseSchema,
  chatUnreadResponseSchema,
  conversationBodySchema,
  conversationIdParamsSchema,
  conversationResponseSchema,
  messagesQuerySchema,
  messagesResponseSchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
  userChattingResponseSchema,
  userConversationResponseSchema,
  userIdParamsSchema,
  userMessagesResponseSchema,
} from '../chat';
import { endpoints } from './endpoint';

export const ADMIN_ENDPOINTS = endpoints({
  adminProfile: {
    method: 'GET',
    path: '/admin-profile',
    access: 'admin',
    owner: { emailIn: 'query' },
    query: adminProfileQuerySchema,
    response: adminProfileResponseSchema,
  },
  adminProfileData: {
    method: 'GET',
    path: '/admin-profile-data',
    access: 'admin',
    query: adminProfileQuerySchema,
    response: adminProfileDataResponseSchema,
  },
});

export const CHAT_ENDPOINTS = endpoints({
  allConversations: {
    method: 'GET',
    path: '/all-conversations',
    access: 'admin',
    response: allConversationsResponseSchema,
  },
  messages: {
    method: 'GET',
    path: '/messages/{conversationId}',
    access: 'user',
    params: conversationIdParamsSchema,
    query: messagesQuerySchema,
    response: messagesResponseSchema,
  },
  userMessages: {
    method: 'GET',
    path: '/user-messages/{userId}',
    access: 'user',
    params: userIdParamsSchema,
    query: messagesQuerySchema,
    response: userMessagesResponseSchema,
  },
  userConversation: {
    method: 'GET',
    path: '/user-conversation/{userId}',
    access: 'user',
    params: userIdParamsSchema,
    response: userConversationResponseSchema,
  },
  conversation: {
    method: 'POST',
    path: '/conversation',
    access: 'user',
    body: conversationBodySchema,
    response: conversationResponseSchema,
    status: [200, 201],
  },
  userChatting: {
    method: 'PATCH',
    path: '/user-chatting/{userId}',
    access: 'user',
    params: userIdParamsSchema,
    response: userChattingResponseSchema,
  },
  sendMessage: {
    method: 'POST',
    path: '/send-message',
    access: 'user',
    body: sendMessageBodySchema,
    response: sendMessageResponseSchema,
    status: [201],
  },
  // Beyond the spec: read marks, for the unread badges and the Customers list.
  chatUnread: {
    method: 'GET',
    path: '/chat/unread',
    access: 'user',
    response: chatUnreadResponseSchema,
  },
  chatSummaries: {
    method: 'GET',
    path: '/chat/summaries',
    access: 'admin',
    response: chatSummariesResponseSchema,
  },
  chatRead: {
    method: 'PUT',
    path: '/chat/read',
    access: 'user',
    body: chatReadBodySchema,
    response: chatReadResponseSchema,
  },
});
