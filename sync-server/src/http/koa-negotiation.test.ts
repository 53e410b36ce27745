// The fast lane's remembered negotiation decides exactly what Koa's own context decides, for any
// Accept-Encoding, X-Forwarded-Proto and socket, with the proxy trusted or not; asked again
// (remembered) and past its memory's bound (computed per request) alike.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fc from 'fast-check';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { koaNegotiation } from './koa-negotiation';
import { OFFERED_ENCODINGS } from './read-cache';

const token = fc.constantFrom('br', 'gzip', 'deflate', 'identity', '*', 'zstd', 'BR', 'x-gzip');
const quality = fc.constantFrom('', ';q=0', ';q=0.5', ';q=1', ';q=0.001', ' ; q=0.8');
const acceptEncoding = fc.option(
  fc.oneof(
    fc.array(fc.tuple(token, quality).map(([name, q]) => name + q)).map((list) => list.join(', ')),
    fc.string({ maxLength: 12 }),
  ),
  { nil: undefined },
);
const forwardedProto = fc.option(
  fc.constantFrom('https', 'http', 'HTTPS', ' https , http', 'http, https', '', 'wss'),
  { nil: undefined },
);

function request(encrypted: boolean, headers: Record<string, string | undefined>): IncomingMessage {
  const defined = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined));
  return { url: '/', method: 'GET', headers: defined, socket: { encrypted } } as never;
}
const response = {} as ServerResponse;

describe('koaNegotiation', () => {
  it('decides the scheme and the encoding as Koa does, remembered or not', () => {
    for (const proxy of [false, true]) {
      const koa = new Koa({ proxy });
      const negotiation = koaNegotiation(koa);
      fc.assert(
        fc.property(fc.boolean(), acceptEncoding, forwardedProto, (encrypted, accept, proto) => {
          const req = request(encrypted, {
            'accept-encoding': accept,
            'x-forwarded-proto': proto,
          });
          const ctx = koa.createContext(req, response);
          const expected = [ctx.secure, ctx.acceptsEncodings(...OFFERED_ENCODINGS)];
          // Twice: the second answer is the remembered one (while the memory has room).
          for (let ask = 0; ask < 2; ask += 1) {
            expect([
              negotiation.secure(req, response),
              negotiation.encoding(req, response),
            ]).toEqual(expected);
          }
        }),
        { numRuns: 600 }, // more distinct values than the memory keeps: both paths run
      );
    }
  });
});
