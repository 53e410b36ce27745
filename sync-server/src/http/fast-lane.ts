// The fast lane: the two answers that need none of the middleware stack are sent straight from
// Node's request event, before Koa's middleware runs (issue 8, session 6):
// - `GET /healthz` (probes every few seconds): the database answers `SELECT 1`, then `{"ok":true}`;
// - `GET` of a public read whose answer is in the read cache under the current replication
//   sequence (read-cache.ts): the cached bytes.
// Everything else, and any of these that cannot be answered here (a cache miss, a stale entry, a
// failing database, a request with a body), goes to Koa unchanged, which answers as it always
// did. The answers are the Koa path's, header for header (fast-lane.test.ts compares them): the
// security headers computed once from helmet's configuration (security-headers.ts), the Vary
// koa-compress adds, and the cached answer's own headers and bytes.
//
// Why: a cache hit or a health check costs a few microseconds of work, but through Koa it paid
// for a dozen middlewares (security headers, error handling, path and cross-site guards,
// compression negotiation) and Koa's own context and respond steps: most of its CPU time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { CachedAnswer, ReadCache } from './read-cache';
import { requestLine } from './request-log';
import type { HeaderList, SecurityHeaders } from './security-headers';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

export type FastLaneParts = {
  koa: Koa;
  readCache: ReadCache;
  securityHeaders: SecurityHeaders;
  /** Throws when the database does not answer (the Koa path then answers the 500). */
  pingDatabase: () => Promise<void>;
  /** The request log's line, when request logging is on. */
  log?: (line: string) => void;
};

const HEALTHY = Buffer.from(JSON.stringify({ ok: true }));
const JSON_TYPE = 'application/json; charset=utf-8';

/** A request that carries a body goes through Koa: its guards (jsonOnly) look at bodies. */
const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

export function fastLane(parts: FastLaneParts): Listener {
  const { koa, readCache, securityHeaders, pingDatabase, log } = parts;
  const viaKoa = koa.callback();

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    security: HeaderList,
    answer: CachedAnswer,
    started: number,
  ) => {
    // One flat list to writeHead: Node checks and stores it once instead of header by header.
    const headers: string[] = [];
    for (const [name, value] of security) headers.push(name, value);
    for (const [name, value] of answer.headers) headers.push(name, value);
    headers.push('Content-Length', String(answer.body.length));
    response.writeHead(200, headers);
    response.end(answer.body);
    log?.(requestLine(request.method, request.url, 200, started));
  };

  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const started = performance.now();
    const url = request.url ?? '';
    const health = url === '/healthz';
    if (!health && !readCache.has(url)) return false; // nothing this lane could answer
    // Koa's own view of the request: the scheme behind a trusted proxy, Accept-Encoding.
    const ctx = koa.createContext(request, response);
    const security = ctx.secure ? securityHeaders.overHttps : securityHeaders.overHttp;
    if (health) {
      await pingDatabase();
      send(
        request,
        response,
        security,
        { headers: [['Content-Type', JSON_TYPE]], body: HEALTHY },
        started,
      );
      return true;
    }
    const cached = await readCache.hit(url, (...encodings) => ctx.acceptsEncodings(...encodings));
    if (!cached) return false;
    // koa-compress says Vary: Accept-Encoding on every answer that passes it.
    send(
      request,
      response,
      security,
      { ...cached, headers: [['Vary', 'Accept-Encoding'], ...cached.headers] },
      started,
    );
    return true;
  };

  return (request, response) => {
    if (request.method !== 'GET' || hasBody(request)) return void viaKoa(request, response);
    answer(request, response).then(
      (answered) => {
        if (!answered) void viaKoa(request, response);
      },
      () => void viaKoa(request, response), // the Koa path answers the error as it always did
    );
  };
}
