// The chat's server reads (spec §7 "chat"; online only, so TanStack Query through
// lib/server-query, not RxDB): the admin's conversation list, one conversation's messages, and a
// customer's own conversation with the Start Chat write. Socket events and coming back online
// call reload() on these.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Conversation } from '@hostel/shared-schema';
import { chatApi } from '../../../lib/api';
import { useServerMutation, useServerQuery } from '../../../lib/server-query';

export const chatKeys = {
  conversations: ['chat', 'conversations'] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  userConversation: (userId: string) => ['chat', 'user-conversation', userId] as const,
};

/** Admins: every conversation, the most recently active first. */
export function useConversations() {
  const query = useServerQuery(chatKeys.conversations, (signal) =>
    chatApi.allConversations(signal),
  );
  return { conversations: query.data, error: query.error, reload: query.reload };
}

/**
 * The messages of one conversation (undefined: none chosen). Reloading keeps the messages on
 * screen; another conversation's messages are never shown under this one.
 */
export function useConversationMessages(conversationId: string | undefined) {
  const query = useServerQuery(
    chatKeys.messages(conversationId ?? ''),
    (signal) => chatApi.messages(conversationId ?? '', signal),
    { enabled: conversationId !== undefined, keepPrevious: false },
  );
  return { messages: query.data, error: query.error, reload: query.reload };
}

/** The customer's conversation: undefined while loading, null when there is none. */
export function useUserConversation(userId: string | undefined) {
  const query = useServerQuery(
    chatKeys.userConversation(userId ?? ''),
    (signal) => chatApi.userConversation(userId ?? '', signal),
    { enabled: userId !== undefined, keepPrevious: false },
  );
  return { conversation: query.data, error: query.error, retry: query.reload };
}

/** Start Chat: creates (or answers) the conversation, then marks the customer as chatting. */
export function useStartChat() {
  const client = useQueryClient();
  const { run } = useServerMutation(async (userId: string) => {
    const created = await chatApi.startConversation(userId);
    await chatApi.setChatting(userId);
    return created;
  });
  return useCallback(
    async (userId: string): Promise<Conversation> => {
      const created = await run(userId);
      // The conversation is known now: no reload needed to show it.
      client.setQueryData(chatKeys.userConversation(userId), created);
      return created;
    },
    [run, client],
  );
}
