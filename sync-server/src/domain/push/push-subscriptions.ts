// The push_subscriptions table: a device's subscription is saved under the sign-in that made it
// and is sent to only while that sign-in lives. Signing out, changing the password (which ends
// the other sign-ins), signing out everywhere, expiry or the account's removal all end the
// session row, and with it every subscription made under it: the next person on a shared phone
// never gets someone else's notices.
import type { PushSubscriptionBody } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';

export type PushTarget = {
  endpoint: string;
  email: string;
  keys: { p256dh: string; auth: string };
};

/** Devices kept per resident (the newest): a client cannot grow the table, or a notice's fan-out. */
export const SUBSCRIPTIONS_PER_USER = 10;

/** Saves (or takes over) the device's subscription for the caller's current sign-in. */
export async function saveSubscription(
  db: Executor,
  email: string,
  sessionHash: string,
  subscription: PushSubscriptionBody,
  now: number,
): Promise<void> {
  const row = {
    user_email: email.toLowerCase(),
    session_hash: sessionHash,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    created_at: now,
  };
  await db
    .insertInto('push_subscriptions')
    .values({ endpoint: subscription.endpoint, ...row })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
    .execute();
  const older = await db
    .selectFrom('push_subscriptions')
    .select('endpoint')
    .where('user_email', '=', row.user_email)
    .orderBy('created_at', 'desc')
    .orderBy('endpoint')
    .offset(SUBSCRIPTIONS_PER_USER)
    .limit(1000)
    .execute();
  if (older.length > 0) {
    await db
      .deleteFrom('push_subscriptions')
      .where(
        'endpoint',
        'in',
        older.map((entry) => entry.endpoint),
      )
      .execute();
  }
}

/** Removes the caller's own subscription of that endpoint (another's is left alone). */
export async function removeSubscription(
  db: Executor,
  email: string,
  endpoint: string,
): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', endpoint)
    .where('user_email', '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes a subscription the push service says is gone (404/410). */
export async function pruneSubscription(db: Executor, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

/** Removes every subscription whose sign-in has ended; answers how many. */
export async function pruneEndedSubscriptions(db: Executor): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sessions')
            .select('sessions.token_hash')
            .whereRef('sessions.token_hash', '=', 'push_subscriptions.session_hash'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The live subscriptions of these residents (every resident when `emails` is 'everyone'):
 * only those made under a sign-in that has not ended or expired.
 */
export async function liveSubscriptions(
  db: Executor,
  emails: readonly string[] | 'everyone',
  now: number,
): Promise<PushTarget[]> {
  if (emails !== 'everyone' && emails.length === 0) return [];
  let query = db
    .selectFrom('push_subscriptions')
    .innerJoin('sessions', 'sessions.token_hash', 'push_subscriptions.session_hash')
    // The account still exists, and is still the one the subscription was made for.
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .whereRef('users.email', '=', 'push_subscriptions.user_email')
    .select([
      'push_subscriptions.endpoint',
      'push_subscriptions.user_email',
      'push_subscriptions.p256dh',
      'push_subscriptions.auth',
    ])
    .where('sessions.expires_at', '>', now);
  if (emails !== 'everyone') {
    query = query.where(
      'push_subscriptions.user_email',
      'in',
      emails.map((email) => email.toLowerCase()),
    );
  }
  const rows = await query.orderBy('push_subscriptions.endpoint').execute();
  return rows.map((row) => ({
    endpoint: row.endpoint,
    email: row.user_email,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}
