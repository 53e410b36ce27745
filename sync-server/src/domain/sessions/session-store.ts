// The session table: create, look up, extend, revoke and sweep sign-ins. A session token is 32
// random bytes (base64url) handed to the browser once; the table keeps only its SHA-256, so the
// lookup is one indexed read by primary key. Everything lives in the database, so every server
// instance sees a revocation at once.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/database';
import { preparedQuery } from '../../db/prepared-query';
import type { SessionUser } from '../../http/context';
import type { Clock } from '../hostel/clock';

/** base64url of 32 bytes: anything else is not one of our tokens and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function isSessionTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

export type NewSession = { token: string; tokenHash: string; expiresAt: number };

export async function createSession(
  db: Executor,
  userId: string,
  ttlSeconds: number,
  now: number,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashSessionToken(token);
  const expiresAt = now + ttlSeconds * 1000;
  await db
    .insertInto('sessions')
    .values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, tokenHash, expiresAt };
}

/** Every API request looks its session up: built once (db/prepared-query.ts). */
const sessionUserQuery = preparedQuery((db: Executor, tokenHash: string, now: number) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.role', 'users.photo', 'users.badge'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now),
);

/**
 * The user of a live session, loaded fresh on every request: a role change applies at the next
 * request, and a session ended on any instance is refused at once (no cache to invalidate).
 */
export async function sessionUserByHash(
  db: Executor,
  tokenHash: string,
  now: number,
): Promise<SessionUser | undefined> {
  const row = (await sessionUserQuery(db, tokenHash, now)).rows[0];
  if (!row) return undefined;
  return { ...row, role: row.role === 'admin' ? 'admin' : 'general' };
}

export async function extendSession(
  db: Executor,
  tokenHash: string,
  ttlSeconds: number,
  now: number,
): Promise<number> {
  const expiresAt = now + ttlSeconds * 1000;
  await db
    .updateTable('sessions')
    .set({ expires_at: expiresAt })
    .where('token_hash', '=', tokenHash)
    .execute();
  return expiresAt;
}

/** Ends one session; true when it existed. */
export async function revokeSession(db: Executor, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of a user but `except` (the caller's own); answers the ended hashes. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  { except }: { except?: string } = {},
): Promise<string[]> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (except) query = query.where('token_hash', '!=', except);
  const rows = await query.returning('token_hash').execute();
  return rows.map((row) => row.token_hash);
}

export async function countLiveSessions(
  db: Executor,
  userId: string,
  now: number,
): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes expired sessions (they are refused anyway; this keeps the table small). */
export async function sweepExpiredSessions(db: Executor, now: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sweeps at start and then every `intervalMs`; the timer never keeps the process alive. */
export function startSessionSweeper(
  db: Db,
  clock: Clock,
  { intervalMs = 60 * 60 * 1000, log }: { intervalMs?: number; log?: (line: string) => void } = {},
): { stop: () => void; sweeping: Promise<number> } {
  const sweep = () =>
    sweepExpiredSessions(db, clock.now()).catch((error: unknown) => {
      log?.(`Session sweep failed: ${String(error)}`);
      return 0;
    });
  const sweeping = sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), sweeping };
}
