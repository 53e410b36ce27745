// Limits that keep one person (or one address, for visitors) from multiplying the server's
// socket work. Every limit is keyed by who is behind the socket, never by the socket: a signed-in
// user by account, a visitor by client address. Closing sockets and opening new ones therefore
// starts nothing afresh.
// - Open sockets: at most MAX_SOCKETS_PER_USER per account (tabs and devices of one person fit
//   well within it) and MAX_VISITOR_SOCKETS_PER_ADDRESS per visitor address, per instance.
// - New connections: SOCKET_CONNECTION_LIMIT per account (visitors per address), so churning
//   sockets cannot renew anything.
// - Events: SOCKET_EVENT_LIMIT per account (visitors per address); chat typing speed is far
//   below it.
// The rate limits live where http/limiters.ts keeps them: in Redis when REDIS_URL is set, so
// they hold across instances. The open-socket caps count this instance's own sockets.
import type { Server as SocketServer, Socket } from 'socket.io';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { SOCKET_EVENTS } from '@hostel/shared-schema';
import { clientAddress } from '../http/client-address';
import { trustedProxyCheck, type ProxyCheck } from '../http/trusted-proxy';
import { createLimiter } from '../http/limiters';
import { socketUser } from './socket-session';

export const MAX_SOCKETS_PER_USER = 10;
/** Visitors share addresses (a hostel's NAT): room for many of them, not for a flood. */
export const MAX_VISITOR_SOCKETS_PER_ADDRESS = 40;
export const SOCKET_EVENT_LIMIT = { points: 30, duration: 10 };
export const VISITOR_SOCKET_EVENT_LIMIT = { points: 60, duration: 10 };
export const SOCKET_CONNECTION_LIMIT = { points: 60, duration: 60 };
export const VISITOR_SOCKET_CONNECTION_LIMIT = { points: 240, duration: 60 };
const TOO_MANY_EVENTS = 'Too many events: slow down and try again in a few seconds';
const TOO_MANY_SOCKETS = 'Too many connections for this account: close a tab and retry';
const TOO_MANY_VISITOR_SOCKETS = 'Too many connections from this address: retry later';
const TOO_MANY_CONNECTIONS = 'Too many new connections: wait a minute and retry';

type TrustedProxies = { trustedProxies: readonly string[] };

/** Who a socket's limits count against: its account, or for a visitor its client address. */
type Holder = { key: string; visitor: boolean };

function holderOf(socket: Socket, trusted: ProxyCheck): Holder {
  const user = socketUser(socket);
  if (user) return { key: `user:${user.id}`, visitor: false };
  const { address, headers } = socket.handshake;
  return { key: `address:${clientAddress(address, headers, trusted)}`, visitor: true };
}

/** Consumes a point; false only when the limit refuses (a store failure lets it pass). */
async function allowed(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (refusal) {
    return !(refusal instanceof RateLimiterRes);
  }
}

/** Registered after authenticateSockets: refuses a socket beyond its holder's caps. */
export function capSockets(io: SocketServer, { trustedProxies }: TrustedProxies): void {
  const trusted = trustedProxyCheck(trustedProxies);
  const counts = new Map<string, number>();
  const connections = createLimiter({
    keyPrefix: 'socket-connections',
    ...SOCKET_CONNECTION_LIMIT,
  });
  const visitorConnections = createLimiter({
    keyPrefix: 'visitor-socket-connections',
    ...VISITOR_SOCKET_CONNECTION_LIMIT,
  });
  io.use((socket, next) => {
    const { key, visitor } = holderOf(socket, trusted);
    const cap = visitor ? MAX_VISITOR_SOCKETS_PER_ADDRESS : MAX_SOCKETS_PER_USER;
    const count = counts.get(key) ?? 0;
    if (count >= cap) return next(new Error(visitor ? TOO_MANY_VISITOR_SOCKETS : TOO_MANY_SOCKETS));
    // The connection already dropped while the session was read (a real wait on PostgreSQL):
    // socket.io will drop this socket without a 'disconnect', so it takes no place.
    if (socket.conn.readyState !== 'open') return next();
    // Counted at once (not when the socket joins its rooms) so parallel handshakes count too.
    counts.set(key, count + 1);
    // Given back exactly once, however the socket ends: a 'disconnect' (it had connected), or
    // its connection closing first (dropped mid-handshake: socket.io then discards the socket
    // silently, and a place taken for it would be kept forever).
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      socket.conn.off('close', release);
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    void allowed(visitor ? visitorConnections : connections, key).then((ok) => {
      if (ok) return next();
      release();
      next(new Error(TOO_MANY_CONNECTIONS));
    });
  });
}

/** Every incoming event takes a point of its holder; beyond the limit it is dropped with an answer. */
export function limitSocketEvents(io: SocketServer, { trustedProxies }: TrustedProxies): void {
  const trusted = trustedProxyCheck(trustedProxies);
  const events = createLimiter({ keyPrefix: 'socket-events', ...SOCKET_EVENT_LIMIT });
  const visitorEvents = createLimiter({
    keyPrefix: 'visitor-socket-events',
    ...VISITOR_SOCKET_EVENT_LIMIT,
  });
  io.on('connection', (socket) => {
    socket.use((packet, next) => {
      const { key, visitor } = holderOf(socket, trusted);
      void allowed(visitor ? visitorEvents : events, key).then((ok) => {
        if (ok) return next();
        socket.emit(SOCKET_EVENTS.chatError, { error: TOO_MANY_EVENTS });
        const ack = packet.at(-1);
        if (typeof ack === 'function') ack({ error: TOO_MANY_EVENTS });
      });
    });
  });
}
