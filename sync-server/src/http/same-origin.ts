// Cross-site request refusal (CSRF, beyond SameSite=Lax): a state-changing request (anything but
// GET, HEAD, OPTIONS) whose browser says it comes from another site is refused with 403, unless
// its origin is the app's own or listed in ALLOWED_ORIGINS. Browsers send `Origin` on every such
// request and `Sec-Fetch-Site` on every request; a client that sends neither is not a browser
// (no ambient cookies to abuse), so it is let through. The socket.io handshake is checked the
// same way, for every method (realtime/attach.ts).
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import type { Config } from '../config';
import { isSecureRequest } from '../auth/session';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a request may act: `ownOrigin` is the origin the request was addressed to.
 * Exported for the socket.io handshake and for tests.
 */
export function isSameOriginOrAllowed(
  headers: IncomingMessage['headers'],
  ownOrigin: string,
  allowedOrigins: readonly string[],
): boolean {
  const origin = first(headers.origin);
  const site = first(headers['sec-fetch-site']);
  const allowed = (value: string) => value === ownOrigin || allowedOrigins.includes(value);
  if (origin !== undefined && !allowed(origin)) return false; // includes Origin: null
  if ((site === 'cross-site' || site === 'same-site') && !(origin && allowed(origin))) return false;
  return true;
}

/** The origin a raw request was addressed to (Host, or X-Forwarded-Host behind a proxy). */
export function requestOrigin(request: IncomingMessage, trustProxy: boolean): string {
  const forwardedHost = trustProxy
    ? first(request.headers['x-forwarded-host'])?.split(',')[0]?.trim()
    : undefined;
  const host = forwardedHost || request.headers.host || '';
  return `${isSecureRequest(request, trustProxy) ? 'https' : 'http'}://${host}`;
}

export function refuseCrossSite(config: Config): Middleware {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    // Not ctx.origin: Koa 3 answers the request's Origin header there.
    const own = `${ctx.protocol}://${ctx.host}`;
    if (!isSameOriginOrAllowed(ctx.headers, own, config.allowedOrigins)) {
      throw new AppError(403, 'cross_site_request', CROSS_SITE_MESSAGE);
    }
    await next();
  };
}
