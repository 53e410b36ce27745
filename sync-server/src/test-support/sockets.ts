// socket.io clients for tests against a real server: each its own connection (forceNew), with no
// automatic reconnection, carrying a signed-in client's session cookie (or none: a visitor).
import { io as connect, type Socket } from 'socket.io-client';
import type { ApiClient } from './api-client';

/** Resolves once connected; a refused handshake rejects with the server's error and closes. */
export function connectSocket(url: string, client?: ApiClient): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: client ? { cookie: client.cookieHeader } : {},
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Sockets opened during a test, disconnected together after it (call `closeAll` in afterEach). */
export function socketsOf(url: () => string) {
  const open: Socket[] = [];
  return {
    async open(client?: ApiClient): Promise<Socket> {
      const socket = await connectSocket(url(), client);
      open.push(socket);
      return socket;
    },
    closeAll(): void {
      for (const socket of open.splice(0)) socket.disconnect();
    },
  };
}
