// The "Session and users" rules of spec §7 on stored users: the sign-in update, the admin list
// with its literal search, Make Admin, the profile's about, role and badge look-ups.
import type { About, UpdateResult, User } from '@hostel/shared-schema';
import { DEFAULT_ROLE, NO_PACKAGE_BADGE, TABLE_PAGE_SIZE } from '@hostel/shared-schema';
import { containsText } from '../../db/contains-text';
import type { Executor } from '../../db/database';
import { notFound } from '../../http/errors';
import { refuseAdminLookAlikes, refuseInvisible } from './look-alikes';
import { parseAbout, toUserDocs, USER_DOC_COLUMNS } from './user-doc';

const updated = (matched: boolean, modified: boolean): UpdateResult => ({
  acknowledged: true,
  matchedCount: matched ? 1 : 0,
  modifiedCount: modified ? 1 : 0,
});

/**
 * PUT /all-users/{email} after every sign-in: refreshes name and photo only. The spec's client
 * sends an empty about and empty likings each time; taking them would wipe the profile and the
 * likes at every re-login, and role / badge / package change only through their own calls. A
 * new name follows the sign-up rules on look-alikes (look-alikes.ts).
 */
export async function refreshOnSignIn(
  db: Executor,
  email: string,
  changes: { name?: string; photo?: string },
): Promise<UpdateResult & { upsertedCount: number; upsertedId: null }> {
  const current = await db
    .selectFrom('users')
    .select(['name', 'photo'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!current) throw notFound('User');
  const next = { name: changes.name ?? current.name, photo: changes.photo ?? current.photo };
  if (next.name !== current.name) {
    refuseInvisible({ name: next.name });
    await refuseAdminLookAlikes(db, { name: next.name }, email);
  }
  const modified = next.name !== current.name || next.photo !== current.photo;
  if (modified) await db.updateTable('users').set(next).where('email', '=', email).execute();
  return { ...updated(true, modified), upsertedCount: 0, upsertedId: null };
}

/** GET /all-users: a zero-based page of 10, oldest account first; count respects the search. */
export async function listUsers(
  db: Executor,
  { search, page }: { search: string; page: number },
): Promise<{ users: User[]; count: number }> {
  const text = search.trim();
  let query = db.selectFrom('users');
  if (text) {
    query = query.where((eb) => eb.or([containsText('name', text), containsText('email', text)]));
  }
  const [rows, total] = await Promise.all([
    query
      .select(USER_DOC_COLUMNS)
      .orderBy('created_at')
      .orderBy('id')
      .limit(TABLE_PAGE_SIZE)
      .offset(page * TABLE_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { users: await toUserDocs(db, rows), count: Number(total?.n ?? 0) };
}

/** PUT /make-admin/{email}. */
export async function makeAdmin(db: Executor, email: string): Promise<UpdateResult> {
  const row = await db
    .selectFrom('users')
    .select('role')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row) throw notFound('User');
  if (row.role === 'admin') return updated(true, false);
  await db.updateTable('users').set({ role: 'admin' }).where('email', '=', email).execute();
  return updated(true, true);
}

/** PATCH /update-my-profile/{email}: replaces the about object (already validated). */
export async function updateAbout(
  db: Executor,
  email: string,
  about: About,
): Promise<UpdateResult> {
  const row = await db
    .selectFrom('users')
    .select('about')
    .where('email', '=', email)
    .executeTakeFirst();
  if (!row) throw notFound('User');
  const next = JSON.stringify(about);
  if (JSON.stringify(parseAbout(row.about)) === next) return updated(true, false);
  await db.updateTable('users').set({ about: next }).where('email', '=', email).execute();
  return updated(true, true);
}

/** GET /get-role: the role, or the spec's default role 'general' for an unknown email. */
export async function roleOf(db: Executor, email: string): Promise<'admin' | 'general'> {
  const row = await db
    .selectFrom('users')
    .select('role')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.role === 'admin' ? 'admin' : DEFAULT_ROLE;
}

/** GET /get-package: the badge ('bronze' without a package, 'x-gold', …). */
export async function badgeOf(db: Executor, email: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('badge')
    .where('email', '=', email)
    .executeTakeFirst();
  return row?.badge ?? NO_PACKAGE_BADGE;
}
