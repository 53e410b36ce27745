// The kitchen's chat answer as a push, only while the resident has no open socket: with the app
// open, the answer arrives over the socket and a notification would only repeat it. The rooms
// are read through socket.io (every instance's sockets with the Redis adapter).
import type { Server as SocketServer } from 'socket.io';
import type { Deps } from '../http/context';
import { ROOMS } from './socket-session';

export function pushChatAnswers(io: SocketServer, deps: Deps): () => void {
  const onAnswered = (email: string) => {
    const push = deps.push;
    if (!push) return;
    io.in(ROOMS.user(email.toLowerCase()))
      .fetchSockets()
      .then((sockets) => {
        if (sockets.length === 0) push.chatAnswered(email);
      })
      .catch((error: unknown) => console.error(`chat push skipped: ${(error as Error)?.message}`));
  };
  deps.events.on('chat-answered', onAnswered);
  return () => deps.events.off('chat-answered', onAnswered);
}
