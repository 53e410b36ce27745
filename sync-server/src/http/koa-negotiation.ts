// What Koa decides about a request that the fast lane needs (fast-lane.ts): whether it came over
// HTTPS (directly, or behind the trusted proxy's X-Forwarded-Proto) and which encoding of a
// cached answer it accepts. Decided by Koa itself (its context's `secure` and
// `acceptsEncodings`), so the lane cannot drift from the Koa path, and remembered per distinct
// value of the headers each decision reads.
//
// Why: building Koa's context for every request only to ask these two questions was about a
// tenth of a cached answer's CPU, while real traffic carries a handful of
// distinct Accept-Encoding values (one or two per browser). Both decisions depend only on
// whether the socket is encrypted, X-Forwarded-Proto and Accept-Encoding (Koa's
// `request.protocol` and accepts' negotiator read nothing else), so a remembered decision is the
// decision. The memory is bounded: past MAX_REMEMBERED values (a client sending made-up
// headers), decisions are computed per request as before, never stored.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type Koa from 'koa';
import { OFFERED_ENCODINGS } from './read-cache';

export type Negotiation = {
  /** Koa's `ctx.secure`. */
  secure: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Koa's `ctx.acceptsEncodings(...OFFERED_ENCODINGS)`. */
  encoding: (request: IncomingMessage, response: ServerResponse) => string | false;
};

const MAX_REMEMBERED = 256;

/** Koa's answer for `key`, remembered while there is room. */
function remember<T>(memory: Map<string, T>, key: string, decide: () => T): T {
  let decided = memory.get(key);
  if (decided === undefined) {
    decided = decide();
    if (memory.size < MAX_REMEMBERED) memory.set(key, decided);
  }
  return decided;
}

export function koaNegotiation(koa: Koa): Negotiation {
  // Keyed by the header's own string (no key built per request); an absent header and an empty
  // one are the same to Koa. Koa reads X-Forwarded-Proto only with `proxy` on, and says https
  // for an encrypted socket whatever it says: one memory per kind of socket.
  const schemes = { encrypted: new Map<string, boolean>(), plain: new Map<string, boolean>() };
  const encodings = new Map<string, string | false>();
  const ask = (request: IncomingMessage, response: ServerResponse) =>
    koa.createContext(request, response);
  return {
    secure: (request, response) => {
      const encrypted = (request.socket as Partial<TLSSocket>).encrypted === true;
      const proto = koa.proxy ? String(request.headers['x-forwarded-proto'] ?? '') : '';
      return remember(
        encrypted ? schemes.encrypted : schemes.plain,
        proto,
        () => ask(request, response).secure,
      );
    },
    encoding: (request, response) =>
      remember(encodings, request.headers['accept-encoding'] ?? '', () =>
        ask(request, response).acceptsEncodings(...OFFERED_ENCODINGS),
      ),
  };
}
