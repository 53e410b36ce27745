import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import type { Deps } from '../http/context';
export declare function attachRealtime(httpServer: HttpServer, deps: Deps): SocketServer;
