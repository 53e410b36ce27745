// Who a socket is: the session cookie of the handshake, checked like an HTTP request's. Sockets
// without a valid session still connect (visitors get live-sync notices) but carry no user.
import type { Server as SocketServer, Socket } from 'socket.io';
import { loadSessionUser, userIdFromCookieHeader } from '../auth/session';
import type { Deps, SessionUser } from '../http/context';

export const ROOMS = {
  signedIn: 'signed-in',
  admins: 'admins',
  user: (email: string) => `user:${email}`,
} as const;

export type SocketData = {
  user?: SessionUser;
  /** Set by 'new-user-add': 'admin' or the user's e-mail, as listed in 'get-users'. */
  online?: string;
};

export const socketData = (socket: Socket): SocketData => socket.data as SocketData;

export function socketUser(socket: Socket): SessionUser | undefined {
  return socketData(socket).user;
}

/** Reloads the user (a Make Admin applies at the next event) and puts the socket in its rooms. */
export async function refreshSocketUser(
  deps: Deps,
  socket: Socket,
): Promise<SessionUser | undefined> {
  const current = socketUser(socket);
  const user = current ? await loadSessionUser(deps.db, current.id) : undefined;
  socketData(socket).user = user;
  for (const room of socket.rooms) if (room !== socket.id) socket.leave(room);
  if (user) {
    socket.join([ROOMS.signedIn, ROOMS.user(user.email)]);
    if (user.role === 'admin') socket.join(ROOMS.admins);
  }
  return user;
}

export function authenticateSockets(io: SocketServer, deps: Deps): void {
  io.use(async (socket, next) => {
    try {
      const userId = await userIdFromCookieHeader(deps.config, socket.handshake.headers.cookie);
      socketData(socket).user = userId ? await loadSessionUser(deps.db, userId) : undefined;
      next();
    } catch {
      // A database hiccup must not open the door: connect as a visitor.
      socketData(socket).user = undefined;
      next();
    }
  });
}
