// Password-reset links: issue, check, use once, and the log of links admins issued. A link's
// token is 32 random bytes handed out once (in an e-mail, or to the admin who hands it over);
// the table keeps only its SHA-256. Times come from the server's clock (the caller passes
// `now`). No transaction of its own: the route opens it.
import { createHash, randomBytes } from 'node:crypto';
import type { ResetLinkLogEntry } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';

export const hashResetToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

export type IssuedLink = { token: string; expiresAt: number };

/** A new link for `userId`, valid for `lifetimeMs`; `issuedBy` names the admin who asked. */
export async function issueResetLink(
  db: Executor,
  userId: string,
  { now, lifetimeMs, issuedBy }: { now: number; lifetimeMs: number; issuedBy?: string },
): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + lifetimeMs;
  await db
    .insertInto('password_resets')
    .values({
      token_hash: hashResetToken(token),
      user_id: userId,
      issued_by_name: issuedBy ?? null,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** The account a live link (unused, unexpired) belongs to. */
export async function liveResetLink(
  db: Executor,
  token: string,
  now: number,
): Promise<{ userId: string; email: string; expiresAt: number } | undefined> {
  const row = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['users.id as userId', 'users.email', 'password_resets.expires_at as expiresAt'])
    .where('password_resets.token_hash', '=', hashResetToken(token))
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now)
    .executeTakeFirst();
  return row;
}

/**
 * Uses a live link: marks it used in one conditional update (two requests racing with the same
 * link: one wins), and ends the account's other live links (they expire now). Answers the
 * account, or undefined when the link is unknown, used or expired.
 */
export async function useResetLink(
  db: Executor,
  token: string,
  now: number,
): Promise<{ userId: string } | undefined> {
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!used) return undefined;
  await db
    .updateTable('password_resets')
    .set({ expires_at: now })
    .where('user_id', '=', used.user_id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  return { userId: used.user_id };
}

/** The links admins issued for a resident, newest first: the log on their profile. */
export async function resetLinkLog(db: Executor, userId: string): Promise<ResetLinkLogEntry[]> {
  const rows = await db
    .selectFrom('password_resets')
    .select(['created_at', 'issued_by_name', 'expires_at', 'used_at'])
    .where('user_id', '=', userId)
    .where('issued_by_name', 'is not', null)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    issuedAt: Number(row.created_at),
    issuedBy: row.issued_by_name ?? '',
    expiresAt: Number(row.expires_at),
    usedAt: row.used_at === null ? null : Number(row.used_at),
  }));
}

/** Deletes e-mailed links long past use (admin-issued rows stay: they are the log). */
export async function sweepResetLinks(db: Executor, now: number): Promise<number> {
  const result = await db
    .deleteFrom('password_resets')
    .where('issued_by_name', 'is', null)
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
