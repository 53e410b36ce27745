// socket.io on the same HTTP server and port: sockets authenticated by the session cookie,
// the chat events of spec §7, the live-sync channel, and the chat answer's push. The event contract is in
// shared-schema (SOCKET_EVENTS) and docs/decisions.md.
import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer, type ServerOptions } from 'socket.io';
import type { Deps } from '../http/context';
import { isSameOriginOrAllowed, requestOrigin } from '../http/same-origin';
import { attachChatEvents } from './chat-events';
import { pushChatAnswers } from './chat-push';
import { attachLiveSync } from './live-sync';
import { capSocketsPerUser, limitSocketEvents } from './socket-limits';
import { authenticateSockets, disconnectEndedSessions } from './socket-session';

/** `adapter`: socket.io's Redis adapter when several instances share the rooms (scale/). */
export function attachRealtime(
  httpServer: HttpServer,
  deps: Deps,
  adapter?: ServerOptions['adapter'],
): SocketServer {
  const io = new SocketServer(httpServer, {
    serveClient: false,
    ...(adapter ? { adapter } : {}),
    // Chat messages are at most a few kB; refuse anything much bigger.
    maxHttpBufferSize: 64 * 1024,
    // A page of another site may not open a socket with the visitor's cookie (CSRF for sockets).
    allowRequest: (request, callback) => {
      const { trustProxy, allowedOrigins } = deps.config;
      const own = requestOrigin(request, trustProxy);
      callback(null, isSameOriginOrAllowed(request.headers, own, allowedOrigins));
    },
  });
  authenticateSockets(io, deps);
  capSocketsPerUser(io);
  limitSocketEvents(io);
  const detachChat = attachChatEvents(io, deps, { sharedRooms: Boolean(adapter) });
  const detachLiveSync = attachLiveSync(io, deps, { sharedRooms: Boolean(adapter) });
  const detachSessionEnds = disconnectEndedSessions(io, deps);
  const detachChatPush = pushChatAnswers(io, deps);
  httpServer.once('close', () => {
    detachChatPush();
    detachLiveSync();
    detachChat();
    detachSessionEnds();
  });
  return io;
}
