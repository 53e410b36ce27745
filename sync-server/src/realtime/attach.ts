// socket.io on the same HTTP server: chat events and live-sync notifications. (To be written.)
import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import type { Deps } from '../http/context';

export function attachRealtime(httpServer: HttpServer, _deps: Deps): SocketServer {
  return new SocketServer(httpServer, { serveClient: false });
}
