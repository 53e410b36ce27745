// Limits that keep one account from multiplying the server's socket work: at most
// MAX_SOCKETS_PER_USER sockets per signed-in user (tabs and devices of one person fit well
// within it), and SOCKET_EVENT_LIMIT events per socket (chat typing speed is far below it).
// Counts are per instance; with several instances the cap applies on each.
import type { Server as SocketServer } from 'socket.io';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { SOCKET_EVENTS } from '@hostel/shared-schema';
import { createLimiter } from '../http/limiters';
import { socketUser } from './socket-session';

export const MAX_SOCKETS_PER_USER = 10;
export const SOCKET_EVENT_LIMIT = { points: 30, duration: 10 };
const TOO_MANY_EVENTS = 'Too many events: slow down and try again in a few seconds';

/** Registered after authenticateSockets: refuses a user's socket beyond the cap. */
export function capSocketsPerUser(io: SocketServer): void {
  const counts = new Map<string, number>();
  io.use((socket, next) => {
    const email = socketUser(socket)?.email;
    if (!email) return next();
    const count = counts.get(email) ?? 0;
    if (count >= MAX_SOCKETS_PER_USER) {
      return next(new Error('Too many connections for this account: close a tab and retry'));
    }
    // The connection already dropped while the session was read (a real wait on PostgreSQL):
    // socket.io will drop this socket without a 'disconnect', so it takes no place.
    if (socket.conn.readyState !== 'open') return next();
    // Counted at once (not when the socket joins its rooms) so parallel handshakes count too.
    counts.set(email, count + 1);
    // Given back exactly once, however the socket ends: a 'disconnect' (it had connected), or
    // its connection closing first (dropped mid-handshake: socket.io then discards the socket
    // silently, and a place taken for it would be kept forever).
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      socket.conn.off('close', release);
      const left = (counts.get(email) ?? 1) - 1;
      if (left > 0) counts.set(email, left);
      else counts.delete(email);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    next();
  });
}

/** Every incoming event takes a point; beyond the limit it is dropped with an answer. */
export function limitSocketEvents(io: SocketServer): void {
  const limiter = createLimiter({ keyPrefix: 'socket-events', ...SOCKET_EVENT_LIMIT });
  io.on('connection', (socket) => {
    socket.use((packet, next) => {
      limiter.consume(socket.id).then(
        () => next(),
        (refusal: unknown) => {
          if (!(refusal instanceof RateLimiterRes)) return next(); // the store failed, not them
          socket.emit(SOCKET_EVENTS.chatError, { error: TOO_MANY_EVENTS });
          const ack = packet.at(-1);
          if (typeof ack === 'function') ack({ error: TOO_MANY_EVENTS });
        },
      );
    });
    socket.once('disconnect', () => void limiter.delete(socket.id).catch(() => undefined));
  });
}
