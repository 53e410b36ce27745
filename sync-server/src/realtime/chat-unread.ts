// 'chat:unread' to the conversation's customer and every admin when one of its messages is sent
// or read, so their unread badges ask for their counts again. It reaches every signed-in socket
// of theirs (the live channel's included), on every instance with the Redis adapter.
import type { Server as SocketServer } from 'socket.io';
import { SOCKET_EVENTS } from '@hostel/shared-schema';
import type { Deps } from '../http/context';
import { ROOMS } from './socket-session';

export function announceChatUnread(io: SocketServer, deps: Deps): () => void {
  const onChange = (email: string) => {
    io.to([ROOMS.user(email.toLowerCase()), ROOMS.admins]).emit(SOCKET_EVENTS.chatUnread);
  };
  deps.events.on('chat-unread', onChange);
  return () => deps.events.off('chat-unread', onChange);
}
