// The session cookie: a random token naming a row of the sessions table
// (domain/sessions/session-store.ts), httpOnly and SameSite=Lax. Over HTTPS (directly, or behind TRUST_PROXY with X-Forwarded-Proto)
// it is `__Host-hm_session` and Secure: no subdomain or plain-http page can set or overwrite it.
// Browsers refuse `__Host-` cookies on plain http, so local http://localhost uses `hm_session`.
// The lookup runs only for /api requests (not for the PWA's files, uploads or /healthz).
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import type { Clock } from '../domain/hostel/clock';
import { forbidden, unauthorized } from '../http/errors';
import type { AppContext, AppState, SessionUser } from '../http/context';
import {
  createSession,
  hashSessionToken,
  isSessionTokenShaped,
  revokeSession,
  sessionUserByHash,
} from '../domain/sessions/session-store';

export const SESSION_COOKIE = 'hm_session';
const SECURE_SESSION_COOKIE = '__Host-hm_session';

/** Both names the session cookie goes by (plain HTTP, HTTPS). */
export const SESSION_COOKIE_NAMES = [SESSION_COOKIE, SECURE_SESSION_COOKIE];

const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** Paths that never need to know who is asking: no session lookup is spent on them. */
const NEEDS_NO_USER = /^\/api\/uploads\//;

function setSessionCookie(ctx: AppContext, token: string, maxAgeMs: number): void {
  ctx.cookies.set(sessionCookieName(ctx.secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: maxAgeMs,
    overwrite: true,
    // The value is its own proof (a random token looked up on the server; the device cookie
    // carries its HMAC): no `.sig` companion cookie, which nothing would check.
    signed: false,
  });
}

/** The SHA-256 of the request's session token (whether or not the session still exists). */
export function sessionHashOf(ctx: AppContext): string | undefined {
  const token = ctx.cookies.get(sessionCookieName(ctx.secure));
  return token && isSessionTokenShaped(token) ? hashSessionToken(token) : undefined;
}

/** Starts a new session for `userId`; a session the request already carried is ended. */
export async function issueSession(
  ctx: AppContext,
  db: Executor,
  config: Config,
  userId: string,
  clock: Clock,
): Promise<void> {
  const previous = sessionHashOf(ctx);
  if (previous) await revokeSession(db, previous);
  const { token, tokenHash } = await createSession(
    db,
    userId,
    config.sessionTtlSeconds,
    clock.now(),
  );
  ctx.state.sessionHash = tokenHash;
  setSessionCookie(ctx, token, config.sessionTtlSeconds * 1000);
}

/** Sets the cookie again with a fresh lifetime (after the row's expiry was extended). */
export function renewSessionCookie(ctx: AppContext, config: Config): void {
  const token = ctx.cookies.get(sessionCookieName(ctx.secure));
  if (token) setSessionCookie(ctx, token, config.sessionTtlSeconds * 1000);
}

export function clearSession(ctx: AppContext): void {
  ctx.cookies.set(sessionCookieName(ctx.secure), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    path: '/',
    maxAge: 0,
    overwrite: true,
    // The value is its own proof (a random token looked up on the server; the device cookie
    // carries its HMAC): no `.sig` companion cookie, which nothing would check.
    signed: false,
  });
}

/** Whether a raw request (socket.io handshake) came over HTTPS, as Koa decides for ctx.secure. */
export function isSecureRequest(request: IncomingMessage, trustProxy: boolean): boolean {
  if (trustProxy) {
    const forwarded = request.headers['x-forwarded-proto'];
    const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (proto) return proto === 'https';
  }
  return Boolean((request.socket as { encrypted?: boolean }).encrypted);
}

/** The session hash of a raw request's Cookie header (socket.io handshakes have no Koa ctx). */
export function sessionHashFromRequest(
  request: IncomingMessage,
  trustProxy: boolean,
): string | undefined {
  const name = sessionCookieName(isSecureRequest(request, trustProxy));
  const token = request.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!token) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    return undefined;
  }
  return isSessionTokenShaped(decoded) ? hashSessionToken(decoded) : undefined;
}

/** Sets ctx.state.user (and sessionHash) when an /api request carries a live session. */
export function sessionMiddleware(db: Executor, clock: Clock): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/') && !NEEDS_NO_USER.test(ctx.path)) {
      const hash = sessionHashOf(ctx);
      const user = hash ? await sessionUserByHash(db, hash, clock.now()) : undefined;
      if (user) {
        ctx.state.user = user;
        ctx.state.sessionHash = hash;
      }
    }
    await next();
  };
}

export function requireUser(ctx: AppContext): SessionUser {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
}

export function requireAdmin(ctx: AppContext): SessionUser {
  const user = requireUser(ctx);
  if (user.role !== 'admin') throw forbidden('Admins only');
  return user;
}

/** The signed-in user, who must be the owner of `email` (or an admin when `allowAdmin`). */
export function requireSelf(
  ctx: AppContext,
  email: string,
  { allowAdmin = false } = {},
): SessionUser {
  const user = requireUser(ctx);
  if (user.email === email.trim().toLowerCase()) return user;
  if (allowAdmin && user.role === 'admin') return user;
  throw forbidden('You can only act on your own account');
}
