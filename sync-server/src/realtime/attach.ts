// socket.io on the same HTTP server and port: sockets authenticated by the session cookie,
// the chat events of spec §7, the live-sync channel, and the chat answer's push. The event
// contract is in shared-schema (SOCKET_EVENTS) and docs/sync.md (the live channel).
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { Server as SocketServer, type ServerOptions } from 'socket.io';
import { isSecureRequest } from '../auth/session';
import type { Deps } from '../http/context';
import { securityHeaderLists } from '../http/security-headers';
import { isSameOriginOrAllowed, requestOrigin } from '../http/same-origin';
import { attachChatEvents } from './chat-events';
import { pushChatAnswers } from './chat-push';
import { announceChatUnread } from './chat-unread';
import { attachLiveSync } from './live-sync';
import { capSockets, limitSocketEvents } from './socket-limits';
import { authenticateSockets, disconnectEndedSessions, socketUser } from './socket-session';
import { processLog } from '../telemetry/log-context';
import { logSockets } from '../telemetry/socket-log';

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
  // First: the handshake's request id is on every line its socket's events cause.
  logSockets(io, deps.logger ?? processLog(), (socket) => socketUser(socket)?.id);
  // socket.io answers its own HTTP requests (long polling, the WebSocket upgrade) before Koa
  // sees them: they get the same security headers as every other answer.
  const headerLists = securityHeaderLists(deps.config);
  // A middleware of engine.io runs first for every one of them, refusals included.
  io.engine.use((request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const secure = isSecureRequest(request, deps.config.trustProxy);
    for (const [name, value] of secure ? headerLists.overHttps : headerLists.overHttp) {
      response.setHeader(name, value);
    }
    next();
  });
  authenticateSockets(io, deps);
  capSockets(io, deps.config);
  limitSocketEvents(io, deps.config);
  const detachChat = attachChatEvents(io, deps, { sharedRooms: Boolean(adapter) });
  const detachLiveSync = attachLiveSync(io, deps, { sharedRooms: Boolean(adapter) });
  const detachSessionEnds = disconnectEndedSessions(io, deps);
  const detachChatPush = pushChatAnswers(io, deps);
  const detachChatUnread = announceChatUnread(io, deps);
  httpServer.once('close', () => {
    detachChatUnread();
    detachChatPush();
    detachLiveSync();
    detachChat();
    detachSessionEnds();
  });
  return io;
}
