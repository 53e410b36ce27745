import type { Server as SocketServer } from 'socket.io';
import type { Deps } from '../http/context';
export declare function attachLiveSync(io: SocketServer, deps: Deps): () => void;
