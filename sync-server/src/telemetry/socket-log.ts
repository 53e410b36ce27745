// Socket logging: each socket gets a child logger carrying a request id (the handshake's
// X-Request-Id when it has a sensible one, else a new one) and its socket id. The lines its
// events cause are written with that logger (socketLog), so each carries the id. Connections and
// disconnections are logged at info, each event's name at debug.
import type { Logger } from 'pino';
import type { Server as SocketServer, Socket } from 'socket.io';
import { processLog } from './log-context';
import { requestIdOf } from './observe-requests';

const LOG = Symbol('log');
type Logged = Socket & { [LOG]?: Logger };

/** The logger of a socket's lines: they carry its handshake's request id and its socket id. */
export function socketLog(socket: Socket): Logger {
  return (socket as Logged)[LOG] ?? processLog();
}

export function logSockets(
  io: SocketServer,
  logger: Logger,
  userIdOf: (socket: Socket) => string | undefined,
): void {
  io.use((socket, next) => {
    (socket as Logged)[LOG] = logger.child({
      requestId: requestIdOf(socket.request),
      socketId: socket.id,
    });
    next();
  });
  io.on('connection', (socket) => {
    const log = socketLog(socket);
    log.info({ userId: userIdOf(socket) }, 'socket connected');
    // First of the socket's middlewares: every event is noted before its handlers run.
    socket.use((packet, next) => {
      log.debug({ event: packet[0] }, 'socket event');
      next();
    });
    socket.on('disconnect', (reason) => log.info({ reason }, 'socket disconnected'));
  });
}
