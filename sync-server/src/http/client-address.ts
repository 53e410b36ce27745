// The client's address for a raw Node request (a socket.io handshake), as Koa reads it for
// ctx.ip with `proxy: TRUST_PROXY` and `maxIpsCount: 1`: the peer, or with a trusted proxy the
// last address of X-Forwarded-For (the one that proxy wrote; earlier ones are the client's say).
import type { IncomingHttpHeaders } from 'node:http';

export function clientAddress(
  peer: string | undefined,
  headers: IncomingHttpHeaders,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = headers['x-forwarded-for'];
    const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
    const last = list.at(-1)?.trim();
    if (last) return last;
  }
  return peer ?? '';
}
