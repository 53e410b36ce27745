// What the server answers while it starts (migrations, seeding, connecting to Redis): it listens
// from the first moment so that probes can tell "starting" from "dead". /healthz says alive,
// /readyz says 503 `{"status":"starting"}`, every other request 503 with Retry-After, WebSocket
// upgrades included.
import type { IncomingMessage, RequestListener, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Readiness } from './readiness';
import { echoRequestId, noteRoute } from './request-facts';

const STARTING_BODY = JSON.stringify({
  error: { code: 'unavailable', message: 'The server is starting: try again in a moment' },
});

export function answerWhileStarting(readiness: Readiness): RequestListener {
  return (request, response) => {
    const path = request.url?.split('?')[0];
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      request.resume();
      echoRequestId(request, response);
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...extra,
      });
      response.end(body);
    };
    if (path === '/healthz' || path === '/readyz') {
      noteRoute(request, path);
      if (path === '/healthz') return send(200, JSON.stringify({ ok: true }));
      void readiness
        .check()
        .then(({ ready, report }) => send(ready ? 200 : 503, JSON.stringify(report)));
      return;
    }
    send(503, STARTING_BODY, { 'retry-after': '1' });
  };
}

/**
 * WebSocket upgrades while the server starts: socket.io is not attached yet, so nothing else
 * would answer them (the in-flight tracker listens to 'upgrade' too, which keeps Node from
 * treating them as plain requests) and the client's attempt would hang until its own timeout.
 * They get the same 503 as every other request, and the client retries at once. Returns the
 * function that stops this, called once socket.io answers upgrades itself.
 */
export function refuseUpgradesWhileStarting(http: HttpServer): () => void {
  const refuse = (_request: IncomingMessage, socket: Duplex) => {
    socket.end(
      'HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\nConnection: close\r\n' +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(STARTING_BODY)}\r\n\r\n` +
        STARTING_BODY,
    );
  };
  http.on('upgrade', refuse);
  return () => http.off('upgrade', refuse);
}
