// The fast lane: the two answers that need none of the middleware stack are sent straight from
// Node's request event, before Koa's middleware runs:
// - `GET /healthz` (liveness probes every few seconds): `{"ok":true}`, the process answers;
// - `GET` of a public read whose answer is in the read cache under the current replication
//   sequence (read-cache.ts): the cached bytes.
// Everything else, and any of these that cannot be answered here (a cache miss, a stale entry, a
// request with a body), goes to Koa unchanged, which answers as it always did. The answers are the Koa path's, header for header (fast-lane.test.ts compares them): the
// security headers computed once from helmet's configuration (security-headers.ts), the Vary
// koa-compress adds, and the cached answer's own headers and bytes.
//
// Why: a cache hit or a health check costs a few microseconds of work, but through Koa it paid
// for a dozen middlewares (security headers, error handling, path and cross-site guards,
// compression negotiation) and Koa's own context and respond steps: most of its CPU time.
// The rest of the per-request work is out of the usual hit too: no Koa context (its
// scheme and encoding decisions are remembered per distinct headers, koa-negotiation.ts), no
// promise (the sequence read is synchronous on SQLite, db/committed-reader.ts, so
// the answer is written in the request event itself), and header lists made once per answer.
// The request log and metrics (telemetry/observe-requests.ts) wrap this lane and Koa alike; the
// lane tells them the route pattern it answered.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import { koaNegotiation } from './koa-negotiation';
import { readsAsSignedIn, type CachedAnswer, type ReadCache } from './read-cache';
import { noteRoute, withRequestId } from '../telemetry/request-facts';
import type { HeaderList, SecurityHeaders } from './security-headers';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

export type FastLaneParts = {
  koa: Koa;
  readCache: ReadCache;
  securityHeaders: SecurityHeaders;
};

const HEALTHY = Buffer.from(JSON.stringify({ ok: true }));
const JSON_TYPE = 'application/json; charset=utf-8';

/** A request that carries a body goes through Koa: its guards (jsonOnly) look at bodies. */
const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

/**
 * The flat [name, value, name, value…] list writeHead takes, for an answer over one scheme. Made
 * once per answer and scheme and kept: Node still checks and writes every header per request,
 * but the list itself is not rebuilt (each answer adds its request's X-Request-Id to a copy).
 */
function headerList(security: HeaderList, answer: CachedAnswer, vary: boolean): string[] {
  const headers: string[] = [];
  for (const [name, value] of security) headers.push(name, value);
  // koa-compress says Vary: Accept-Encoding on every answer that passes it.
  if (vary) headers.push('Vary', 'Accept-Encoding');
  for (const [name, value] of answer.headers) headers.push(name, value);
  headers.push('Content-Length', String(answer.body.length));
  return headers;
}

export function fastLane(parts: FastLaneParts): Listener {
  const { koa, readCache, securityHeaders } = parts;
  const viaKoa = koa.callback();
  const negotiate = koaNegotiation(koa);
  const health: CachedAnswer = {
    headers: [['Content-Type', JSON_TYPE]],
    body: HEALTHY,
    route: '/healthz',
  };
  const healthHeaders = {
    overHttp: headerList(securityHeaders.overHttp, health, false),
    overHttps: headerList(securityHeaders.overHttps, health, false),
  };
  /** The header lists of each cached answer (the same object on every hit, read-cache.ts). */
  const prepared = new WeakMap<CachedAnswer, { overHttp?: string[]; overHttps?: string[] }>();
  const headersOf = (answer: CachedAnswer, secure: boolean) => {
    let lists = prepared.get(answer);
    if (!lists) prepared.set(answer, (lists = {}));
    const scheme = secure ? 'overHttps' : 'overHttp';
    return (lists[scheme] ??= headerList(securityHeaders[scheme], answer, true));
  };

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    headers: string[],
    body: Buffer,
    route: string,
  ) => {
    noteRoute(request, route);
    response.writeHead(200, withRequestId(request, headers));
    response.end(body);
  };

  const fallBack = (request: IncomingMessage, response: ServerResponse) =>
    void viaKoa(request, response);

  /** /healthz: the process is alive (readiness, /readyz, is Koa's). */
  const answerHealth = (request: IncomingMessage, response: ServerResponse) => {
    const secure = negotiate.secure(request, response);
    const headers = secure ? healthHeaders.overHttps : healthHeaders.overHttp;
    send(request, response, headers, HEALTHY, '/healthz');
  };

  const answerCached = (request: IncomingMessage, response: ServerResponse) => {
    const sendOrFallBack = (cached: CachedAnswer | undefined) => {
      if (!cached) return fallBack(request, response); // a stale entry: Koa asks the database
      const headers = headersOf(cached, negotiate.secure(request, response));
      send(request, response, headers, cached.body, cached.route);
    };
    let cached: ReturnType<ReadCache['hit']>;
    try {
      // The encoding is asked only of answers large enough to be compressed.
      cached = readCache.hit(request.url!, () => negotiate.encoding(request, response));
    } catch {
      return fallBack(request, response);
    }
    // Usually synchronous (read-cache.ts): the answer goes out in this very event.
    if (cached instanceof Promise) cached.then(sendOrFallBack, () => fallBack(request, response));
    else sendOrFallBack(cached);
  };

  return (request, response) => {
    if (request.method !== 'GET' || hasBody(request)) return fallBack(request, response);
    const url = request.url;
    if (url === '/healthz') return answerHealth(request, response);
    // Nothing this lane could answer: no entry at all for this URL.
    if (!url || !readCache.has(url)) return fallBack(request, response);
    // A signed-in reader's answer differs from the cached signed-out one: Koa answers it.
    if (readsAsSignedIn(url.split('?')[0]!, request.headers.cookie)) {
      return fallBack(request, response);
    }
    answerCached(request, response);
  };
}
