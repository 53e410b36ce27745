// Socket logging: each socket gets a child logger carrying a request id (the handshake's
// X-Request-Id when it has a sensible one, else a new one) and its socket id. That logger is the
// current one (log-context.ts) while each of its events is handled, so every line an event
// causes carries the id. Connections and disconnections are logged at info, each event's name at
// debug.
import type { Logger } from 'pino';
import type { Server as SocketServer, Socket } from 'socket.io';
import { withLog } from './log-context';
import { requestIdOf } from './observe-requests';

const LOG = Symbol('log');
type Logged = Socket & { [LOG]?: Logger };

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
    const log = (socket as Logged)[LOG] ?? logger;
    log.info({ userId: userIdOf(socket) }, 'socket connected');
    // First of the socket's middlewares: the event's handlers run inside it.
    const scope = { log };
    socket.use((packet, next) =>
      withLog(scope, () => {
        log.debug({ event: packet[0] }, 'socket event');
        next();
      }),
    );
    socket.on('disconnect', (reason) => log.info({ reason }, 'socket disconnected'));
  });
}
