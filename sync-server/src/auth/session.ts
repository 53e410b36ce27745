// The session: a signed JWT (HS256) in an httpOnly, SameSite=Lax cookie, Secure over HTTPS.
// The token names the user; every request reloads the user so a role change applies at once.
import { jwtVerify, SignJWT } from 'jose';
import type { Middleware } from 'koa';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { forbidden, unauthorized } from '../http/errors';
import type { AppContext, AppState, SessionUser } from '../http/context';

export const SESSION_COOKIE = 'hm_session';

const secretKey = (config: Config) => new TextEncoder().encode(config.sessionSecret);

export async function issueSession(ctx: AppContext, config: Config, userId: string): Promise<void> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + config.sessionTtlSeconds)
    .sign(secretKey(config));
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    maxAge: config.sessionTtlSeconds * 1000,
    overwrite: true,
  });
}

export function clearSession(ctx: AppContext): void {
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 0,
    overwrite: true,
  });
}

/** Reads the session id from a raw Cookie header (socket.io handshakes have no Koa context). */
export async function userIdFromCookieHeader(
  config: Config,
  cookieHeader: string | undefined,
): Promise<string | undefined> {
  const token = cookieHeader
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  return token ? verifiedSubject(config, decodeURIComponent(token)) : undefined;
}

async function verifiedSubject(config: Config, token: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config), { algorithms: ['HS256'] });
    return payload.sub;
  } catch {
    return undefined;
  }
}

export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'photo', 'badge'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, role: row.role === 'admin' ? 'admin' : 'general' };
}

/** Sets ctx.state.user when the request carries a valid session of an existing user. */
export function sessionMiddleware(db: Db, config: Config): Middleware<AppState> {
  return async (ctx, next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    const userId = token ? await verifiedSubject(config, token) : undefined;
    if (userId) ctx.state.user = await loadSessionUser(db, userId);
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
