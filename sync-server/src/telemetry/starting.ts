// What the server answers while it starts (migrations, seeding, connecting to Redis): it listens
// from the first moment so that probes can tell "starting" from "dead". /healthz says alive,
// /readyz says 503 `{"status":"starting"}`, every other request 503 with Retry-After.
import type { RequestListener } from 'node:http';
import type { Readiness } from './readiness';
import { noteRoute } from './request-facts';

const STARTING_BODY = JSON.stringify({
  error: { code: 'unavailable', message: 'The server is starting: try again in a moment' },
});

export function answerWhileStarting(readiness: Readiness): RequestListener {
  return (request, response) => {
    const path = request.url?.split('?')[0];
    const send = (status: number, body: string, extra: Record<string, string> = {}) => {
      request.resume();
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
