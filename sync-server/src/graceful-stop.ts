// Graceful stop of one server instance, in one place (main.ts calls it on SIGTERM/SIGINT through
// RunningServer.close). The order matters, alone or behind a load balancer:
// 1. stop accepting connections (new ones are refused: nothing was sent, the client retries or
//    the balancer picks another instance);
// 2. answer every request already sent, including those still unread in a kept-alive
//    connection: each answer from now on says `Connection: close`, and idle connections close
//    only once requests stop arriving (cutting them at once, as http.Server#close does, reset
//    requests clients had already sent; reliability/graceful-shutdown.test.ts found that);
// 3. send the live-sync batch still gathering (through Redis: to every instance's clients), then
//    close socket.io: its clients see the transport close (not a server disconnect), so they
//    reconnect by themselves to the next instance and catch up by pulling;
// 4. close shared connections, then the database.
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Server as SocketServer } from 'socket.io';
import { flushLiveSync } from './realtime/live-sync';

/** How long a graceful stop waits for requests in flight before cutting them off. */
const DRAIN_TIMEOUT_MS = 10_000;
/** How long no request must arrive before idle kept-alive connections are closed. */
const IDLE_GRACE_MS = 250;

export type RequestsInFlight = {
  count: () => number;
  /** Plain HTTP connections open (kept-alive ones included). */
  connections: () => number;
  /** From now on answers close their connection, and idle connections close after a grace. */
  beginClosing: () => void;
  /** Resolves when no request is open and every plain HTTP connection has closed. */
  drained: (timeoutMs: number) => Promise<void>;
};

/** Counts requests from arrival until their response is finished or their connection dropped. */
export function trackRequestsInFlight(http: HttpServer): RequestsInFlight {
  const open = new Set<ServerResponse>();
  /** Plain HTTP connections (not upgraded to a WebSocket, not carrying socket.io polling). */
  const plain = new Set<Socket>();
  let closing = false;
  let onChange: (() => void) | undefined;
  let lastRequestAt = 0;
  /**
   * Idle connections close once no request has arrived for IDLE_GRACE_MS: a busy client's next
   * request, possibly already waiting unread in its connection, is answered first (with
   * `Connection: close`). Node's closeIdleConnections skips connections with a request under way.
   */
  const closeIdleWhenQuiet = () => {
    const quietFor = Date.now() - lastRequestAt;
    if (quietFor < IDLE_GRACE_MS) {
      setTimeout(closeIdleWhenQuiet, IDLE_GRACE_MS - quietFor).unref();
      return;
    }
    setImmediate(() => {
      if (Date.now() - lastRequestAt < IDLE_GRACE_MS) closeIdleWhenQuiet();
      else http.closeIdleConnections();
    });
  };
  const isDrained = () => open.size === 0 && plain.size === 0;

  http.on('connection', (socket: Socket) => {
    plain.add(socket);
    socket.once('close', () => {
      plain.delete(socket);
      onChange?.();
    });
  });
  http.on('upgrade', (_request: IncomingMessage, socket: Socket) => {
    plain.delete(socket as Socket);
    onChange?.();
  });
  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    // socket.io's long-polling requests stay open by design; io.close() ends those.
    if (request.url?.startsWith('/socket.io/')) {
      plain.delete(socket);
      return;
    }
    lastRequestAt = Date.now();
    if (closing) response.shouldKeepAlive = false; // the answer closes its connection
    open.add(response);
    response.once('close', () => {
      open.delete(response);
      onChange?.();
    });
  });
  return {
    count: () => open.size,
    connections: () => plain.size,
    beginClosing: () => {
      closing = true;
      // Answers not started yet close their connection after them; idle connections close
      // when requests stop coming.
      for (const response of open) if (!response.headersSent) response.shouldKeepAlive = false;
      // Answers already under way promised keep-alive: their connections close with the idle
      // ones, once requests stop coming (not IDLE_GRACE_MS after each answer, which cut a
      // connection whose client sent its next request a moment late).
      closeIdleWhenQuiet();
    },
    drained: (timeoutMs: number) =>
      new Promise<void>((resolve) => {
        if (isDrained()) return resolve();
        const timer = setTimeout(resolve, timeoutMs);
        onChange = () => {
          if (!isDrained()) return;
          clearTimeout(timer);
          resolve();
        };
      }),
  };
}

export type StopParts = {
  http: HttpServer;
  inFlight: RequestsInFlight;
  io: SocketServer;
  /** Timers and background work to end first (e.g. the session sweeper). */
  stopBackground: () => void;
  /** Shared connections (Redis), closed after the sockets. */
  closeShared?: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  log?: (line: string) => void;
  drainTimeoutMs?: number;
};

export async function stopGracefully(parts: StopParts): Promise<void> {
  const { http, inFlight, io, log } = parts;
  parts.stopBackground();
  // Stop listening only. http.Server#close (Node >= 19) also cuts every idle kept-alive
  // connection at once, resetting requests already sent on them but not read yet.
  NetServer.prototype.close.call(http);
  inFlight.beginClosing();
  if (inFlight.connections() > 0) {
    log?.(
      `Waiting for ${inFlight.count()} request(s) in flight on ${inFlight.connections()} connection(s)`,
    );
  }
  await inFlight.drained(parts.drainTimeoutMs ?? DRAIN_TIMEOUT_MS);
  await flushLiveSync(io).catch(() => undefined);
  await io.close().catch(() => undefined);
  http.closeAllConnections();
  await parts.closeShared?.();
  await parts.closeDatabase();
}
