// Graceful stop of one server instance, in one place (main.ts calls it on SIGTERM/SIGINT through
// RunningServer.close). The order matters for a scale-out behind a load balancer:
// 1. stop accepting connections (the balancer sends new requests to the other instances);
// 2. let every request in flight finish (bounded by DRAIN_TIMEOUT_MS), so none is dropped;
// 3. close socket.io: its clients see the transport close, reconnect through the balancer to
//    another instance, and catch up by pulling (the chat refetches its messages), so they miss
//    nothing;
// 4. leave Redis (the adapter's subscriptions, the shared counters), then close the database.
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Server as SocketServer } from 'socket.io';

/** How long a graceful stop waits for requests in flight before cutting them off. */
export const DRAIN_TIMEOUT_MS = 10_000;

export type RequestsInFlight = {
  count: () => number;
  drained: (timeoutMs: number) => Promise<void>;
};

/** Counts requests from arrival until their response is finished or their connection dropped. */
export function trackRequestsInFlight(http: HttpServer): RequestsInFlight {
  const open = new Set<ServerResponse>();
  let onEmpty: (() => void) | undefined;
  http.on('request', (request: IncomingMessage, response: ServerResponse) => {
    // socket.io's long-polling requests stay open by design; io.close() ends those.
    if (request.url?.startsWith('/socket.io/')) return;
    open.add(response);
    response.once('close', () => {
      open.delete(response);
      if (open.size === 0) onEmpty?.();
    });
  });
  return {
    count: () => open.size,
    drained: (timeoutMs: number) =>
      new Promise<void>((resolve) => {
        if (open.size === 0) return resolve();
        const timer = setTimeout(resolve, timeoutMs);
        onEmpty = () => {
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
  // Node's own close does not wait for requests still being read or answered: wait ourselves.
  http.close();
  http.closeIdleConnections();
  if (inFlight.count() > 0) log?.(`Waiting for ${inFlight.count()} request(s) in flight`);
  await inFlight.drained(parts.drainTimeoutMs ?? DRAIN_TIMEOUT_MS);
  await io.close().catch(() => undefined);
  http.closeAllConnections();
  await parts.closeShared?.();
  await parts.closeDatabase();
}
