// The client's address, for Koa (ctx.ip) and for raw Node requests (a socket.io handshake) alike:
// the TCP peer, or, when that peer is a trusted proxy (http/trusted-proxy.ts), the last address of
// X-Forwarded-For (the one that proxy wrote; earlier ones are the client's say). One hop is
// trusted.
import type { IncomingHttpHeaders } from 'node:http';
import type { Middleware } from 'koa';
import type { ProxyCheck } from './trusted-proxy';

export function clientAddress(
  peer: string | undefined,
  headers: IncomingHttpHeaders,
  trusted: ProxyCheck,
): string {
  if (trusted(peer)) {
    const forwarded = headers['x-forwarded-for'];
    const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
    const last = list.at(-1)?.trim();
    if (last) return last;
  }
  return peer ?? '';
}

/** Sets ctx.ip to the client's address before anything reads it (limits key on it). */
export function resolveClientAddress(trusted: ProxyCheck): Middleware {
  return async (ctx, next) => {
    ctx.request.ip = clientAddress(ctx.req.socket.remoteAddress, ctx.req.headers, trusted);
    await next();
  };
}
