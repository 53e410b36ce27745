// Graceful stop of one server instance, in one place (main.ts calls it on SIGTERM/SIGINT through
// RunningServer.close). The order matters, alone or behind a load balancer:
// 1. keep listening a short while, but refuse every request on a connection opened from now on:
//    `503` + `Retry-After` + `Connection: close`, before the app sees it (so nothing was
//    written; nginx's `proxy_next_upstream http_503` tries the other instance). The listener
//    closes once nothing has arrived for QUIET_MS (at most ACCEPT_GRACE_MS): closing it at once
//    reset the connections still in the kernel's accept queue, unanswered
//    (reliability/graceful-shutdown.test.ts found 0–54 under load);
// 2. answer every request already sent on an older connection, including those still unread in
//    a kept-alive connection: each answer from now on says `Connection: close`, and idle
//    connections close only once requests stop arriving (cutting them at once, as
//    http.Server#close does, reset requests clients had already sent);
// 3. send the live-sync batch still gathering (through Redis: to every instance's clients), then
//    close socket.io: its clients see the transport close (not a server disconnect), so they
//    reconnect by themselves to the next instance and catch up by pulling;
// 4. close shared connections, then the database.
import type {
  IncomingMessage,
  Server as HttpServer,
  RequestListener,
  ServerResponse,
} from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Server as SocketServer } from 'socket.io';
import { flushLiveSync } from './realtime/live-sync';
import { echoRequestId } from './telemetry/request-facts';

/** How long a graceful stop waits for requests in flight before cutting them off. */
const DRAIN_TIMEOUT_MS = 10_000;
/** How long no request must arrive before idle kept-alive connections are closed. */
const IDLE_GRACE_MS = 250;
/** How long nothing must arrive (connection, request, answer) before the listener closes. */
const QUIET_MS = 250;
/**
 * The longest the listener stays open refusing new connections: below nginx's fail_timeout
 * (deploy/nginx.conf: 5 s), for which nginx keeps off this instance once five of its answers
 * within that time were 503s or failures.
 */
const ACCEPT_GRACE_MS = 3_000;
/** What a refused request is told: the documented error shape (http/errors.ts). */
const STOPPING_BODY = JSON.stringify({
  error: { code: 'unavailable', message: 'The server is restarting: try again in a moment' },
});

export type RequestsInFlight = {
  /** Starts counting on this server: call it before listen, after socket.io is attached. */
  watch: (http: HttpServer) => void;
  /** The app's request handler, refusing requests on connections opened during a stop. */
  guard: (handle: RequestListener) => RequestListener;
  count: () => number;
  /** Plain HTTP connections open (kept-alive ones included). */
  connections: () => number;
  /**
   * From now on requests on new connections are refused, answers close their connection, and
   * idle connections close after a grace.
   */
  beginClosing: () => void;
  /** Resolves once nothing has arrived or been open for QUIET_MS, or after `maxMs`. */
  quiet: (maxMs: number) => Promise<void>;
  /** Resolves when no request is open and every plain HTTP connection has closed. */
  drained: (timeoutMs: number) => Promise<void>;
};

/** The refusal of a request that came on a connection opened during a stop. */
function refuseWhileStopping(request: IncomingMessage, response: ServerResponse) {
  request.resume(); // read its body off the socket, so closing it sends a FIN, not a reset
  echoRequestId(request, response);
  response.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(STOPPING_BODY),
    'cache-control': 'no-store',
    'retry-after': '1',
    connection: 'close',
  });
  response.end(STOPPING_BODY);
}

/** Counts requests from arrival until their response is finished or their connection dropped. */
export function trackRequestsInFlight(): RequestsInFlight {
  let server: HttpServer | undefined;
  const open = new Set<ServerResponse>();
  /** Plain HTTP connections (not upgraded to a WebSocket, not carrying socket.io polling). */
  const plain = new Set<Socket>();
  /** Connections opened after the stop began: their requests are refused. */
  const late = new WeakSet<Socket>();
  let closing = false;
  let onChange: (() => void) | undefined;
  let lastRequestAt = 0;
  /** A connection accepted, a request arrived or an answer finished. */
  let lastActivityAt = 0;
  const touch = () => (lastActivityAt = Date.now());
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
      else server?.closeIdleConnections();
    });
  };
  /** A response's 'close' listener (`this`: the response). */
  function responseClosed(this: ServerResponse) {
    touch();
    open.delete(this);
    onChange?.();
  }
  const isDrained = () => open.size === 0 && plain.size === 0;
  const isQuiet = () => open.size === 0 && Date.now() - lastActivityAt >= QUIET_MS;

  return {
    watch: (http: HttpServer) => {
      server = http;
      http.on('connection', (socket: Socket) => {
        touch();
        plain.add(socket);
        if (closing) late.add(socket);
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
        lastRequestAt = touch();
        if (closing) response.shouldKeepAlive = false; // the answer closes its connection
        open.add(response);
        response.on('close', responseClosed); // emitted once; one shared listener, no closure
      });
    },
    guard: (handle: RequestListener) => (request, response) => {
      if (closing && late.has(request.socket)) refuseWhileStopping(request, response);
      else void handle(request, response);
    },
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
    quiet: (maxMs: number) =>
      new Promise<void>((resolve) => {
        const deadline = Date.now() + maxMs;
        const check = () => {
          if (Date.now() >= deadline) return resolve();
          if (!isQuiet()) {
            setTimeout(check, Math.max(10, QUIET_MS - (Date.now() - lastActivityAt)));
            return;
          }
          // Connections the kernel has queued are accepted in the event loop's poll phase,
          // which runs before setImmediate's callbacks: look once more after it.
          setImmediate(() => (isQuiet() ? resolve() : check()));
        };
        check();
      }),
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
  const drainTimeoutMs = parts.drainTimeoutMs ?? DRAIN_TIMEOUT_MS;
  const startedAt = Date.now();
  parts.stopBackground();
  inFlight.beginClosing();
  if (inFlight.connections() > 0) {
    log?.(
      `Waiting for ${inFlight.count()} request(s) in flight on ${inFlight.connections()} connection(s)`,
    );
  }
  // New connections are still accepted, and refused with a 503, until nothing arrives.
  await inFlight.quiet(Math.min(ACCEPT_GRACE_MS, drainTimeoutMs));
  // Stop listening only. http.Server#close (Node >= 19) also cuts every idle kept-alive
  // connection at once, resetting requests already sent on them but not read yet.
  NetServer.prototype.close.call(http);
  await inFlight.drained(Math.max(0, drainTimeoutMs - (Date.now() - startedAt)));
  await flushLiveSync(io).catch(() => undefined);
  await io.close().catch(() => undefined);
  http.closeAllConnections();
  await parts.closeShared?.();
  await parts.closeDatabase();
}
