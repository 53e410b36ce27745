// OWASP's "device cookie": after a successful sign-in the browser gets a cookie naming the
// account and a random nonce, signed with HMAC-SHA256 (key derived from SESSION_SECRET). A later
// sign-in to that account from that browser is throttled on the device alone, so an attacker's
// failures on the account (from anywhere else) never lock the resident out of a known device.
// `__Host-` and Secure over HTTPS, like the session cookie.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { AppContext } from '../http/context';

const DEVICE_COOKIE = 'hm_device';
const SECURE_DEVICE_COOKIE = '__Host-hm_device';
const LIFETIME_MS = 180 * 24 * 3600 * 1000;

const cookieName = (secure: boolean) => (secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE);

function signature(config: Config, payload: string): Buffer {
  return createHmac('sha256', `device-cookie:${config.sessionSecret}`).update(payload).digest();
}

/** Hands this browser a fresh device cookie for `email` (after a successful sign-in). */
export function issueDeviceCookie(ctx: AppContext, config: Config, email: string): void {
  const payload = `${Buffer.from(email).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
  const value = `${payload}.${signature(config, payload).toString('base64url')}`;
  ctx.cookies.set(cookieName(ctx.secure), value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: '/',
    maxAge: LIFETIME_MS,
    overwrite: true,
    // The value is its own proof (a random token looked up on the server; the device cookie
    // carries its HMAC): no `.sig` companion cookie, which nothing would check.
    signed: false,
  });
}

/** The device's nonce when the request carries a valid device cookie for `email`. */
export function knownDevice(ctx: AppContext, config: Config, email: string): string | undefined {
  const value = ctx.cookies.get(cookieName(ctx.secure));
  const [account, nonce, mac] = value?.split('.') ?? [];
  if (!account || !nonce || !mac) return undefined;
  const expected = signature(config, `${account}.${nonce}`);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Buffer.from(account, 'base64url').toString() === email ? nonce : undefined;
}
