import type { Server as SocketServer, Socket } from 'socket.io';
import type { Deps, SessionUser } from '../http/context';
export declare const ROOMS: {
  readonly signedIn: 'signed-in';
  readonly admins: 'admins';
  readonly user: (email: string) => string;
};
export type SocketData = {
  user?: SessionUser;
};
export declare function socketUser(socket: Socket): SessionUser | undefined;
/** Reloads the user (a Make Admin applies at the next event) and puts the socket in its rooms. */
export declare function refreshSocketUser(
  deps: Deps,
  socket: Socket,
): Promise<SessionUser | undefined>;
export declare function authenticateSockets(io: SocketServer, deps: Deps): void;
