// Who a socket is: the session cookie of the handshake, checked against the sessions table like
// an HTTP request's. Sockets without a live session still connect (visitors get live-sync
// notices) but carry no user. A signed-in socket sits in its session's room, so ending the session
// (logout, password change, sign out everywhere) disconnects it at once, on every instance.
import type { Server as SocketServer, Socket } from 'socket.io';
import { sessionHashFromRequest } from '../auth/session';
import { sessionUserByHash } from '../domain/sessions/session-store';
import type { Deps, SessionUser } from '../http/context';

export const ROOMS = {
  signedIn: 'signed-in',
  admins: 'admins',
  user: (email: string) => `user:${email}`,
  session: (tokenHash: string) => `session:${tokenHash}`,
} as const;

export type SocketData = {
  user?: SessionUser;
  /** The handshake's session (its token's SHA-256), re-checked at each reload of the user. */
  sessionHash?: string;
  /** Set by 'new-user-add': 'admin' or the user's e-mail, as listed in 'get-users'. */
  online?: string;
};

export const socketData = (socket: Socket): SocketData => socket.data as SocketData;

export function socketUser(socket: Socket): SessionUser | undefined {
  return socketData(socket).user;
}

/**
 * Reloads the user through the session (a Make Admin applies at the next event; an ended or
 * expired session makes the socket a visitor's) and puts the socket in its rooms.
 */
export async function refreshSocketUser(
  deps: Deps,
  socket: Socket,
): Promise<SessionUser | undefined> {
  const data = socketData(socket);
  const user = data.sessionHash
    ? await sessionUserByHash(deps.db, data.sessionHash, deps.clock.now())
    : undefined;
  data.user = user;
  if (!user) data.sessionHash = undefined;
  for (const room of socket.rooms) if (room !== socket.id) socket.leave(room);
  if (user) {
    socket.join([ROOMS.signedIn, ROOMS.user(user.email), ROOMS.session(data.sessionHash!)]);
    if (user.role === 'admin') socket.join(ROOMS.admins);
  }
  return user;
}

/** Ended sessions: their sockets are disconnected (through the adapter: on every instance). */
export function disconnectEndedSessions(io: SocketServer, deps: Deps): () => void {
  io.on('connection', (socket) => {
    const { sessionHash } = socketData(socket);
    if (sessionHash) void socket.join(ROOMS.session(sessionHash));
  });
  const onRevoked = (tokenHashes: string[]) => {
    if (tokenHashes.length > 0) io.in(tokenHashes.map(ROOMS.session)).disconnectSockets(true);
  };
  deps.events.on('sessions-revoked', onRevoked);
  return () => deps.events.off('sessions-revoked', onRevoked);
}

export function authenticateSockets(io: SocketServer, deps: Deps): void {
  io.use(async (socket, next) => {
    try {
      const hash = sessionHashFromRequest(socket.request, deps.config.trustProxy);
      const user = hash ? await sessionUserByHash(deps.db, hash, deps.clock.now()) : undefined;
      socketData(socket).user = user;
      socketData(socket).sessionHash = user ? hash : undefined;
      next();
    } catch {
      // A database hiccup must not open the door: connect as a visitor.
      socketData(socket).user = undefined;
      socketData(socket).sessionHash = undefined;
      next();
    }
  });
}
