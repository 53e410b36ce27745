// Send-then-notify, once for both chat screens (spec §4 "Chat", §7): post the message
// (POST /send-message), reload the conversation so it shows, then tell the other side over the
// socket ('to-user' from an admin, 'to-admin' from a customer) so their screen reloads too. A
// failed send toasts the error and answers false, so the composer keeps the text.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SOCKET_EVENTS } from '@hostel/shared-schema';
import { toast } from '../../../components/ui';
import { chatApi } from '../../../lib/api';
import { messageOf } from '../../../lib/server-query';
import { chatKeys } from './use-chat-data';
import type { ChatSocket } from './use-chat-socket';

export type Outgoing = {
  conversationId: string;
  /** 'admin' or the customer's e-mail. */
  sender: string;
  /** The customer's e-mail, or 'admin'. */
  receiver: string;
};

export function useSendMessage(
  socket: Pick<ChatSocket, 'notify'>,
  event: typeof SOCKET_EVENTS.toUser | typeof SOCKET_EVENTS.toAdmin,
) {
  const client = useQueryClient();
  const { notify } = socket;
  return useCallback(
    async (outgoing: Outgoing | undefined, text: string): Promise<boolean> => {
      if (!outgoing) return false;
      const { conversationId, sender, receiver } = outgoing;
      try {
        const answer = await chatApi.sendMessage({ conversationId, sender, receiver, text });
        await client.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
        notify(event, {
          // 'to-user' needs the customer; the server sets the receiver of 'to-admin' itself.
          ...(event === SOCKET_EVENTS.toUser ? { receiver } : {}),
          conversationId,
          text: answer.message.text,
          _id: answer.message._id,
          createdAt: answer.message.createdAt,
        });
        return true;
      } catch (caught) {
        toast.error(messageOf(caught, 'Something went wrong'));
        return false;
      }
    },
    [client, notify, event],
  );
}
