// The user document of spec §3 ({_id, name, email, role, badge, about, likings, ulikings, photo,
// isChatted, package}) built from a `users` row. likings / ulikings are read from the like rows
// (meal_likes / upcoming_likes with liked = 1, deleted = 0): one source of truth, never a copy.
import type { Selectable } from 'kysely';
import { EMPTY_ABOUT, type About, type User } from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { UsersTable } from '../../db/tables';

type UserRow = Selectable<UsersTable>;

/** The columns a user document needs (never the password hash). */
export const USER_DOC_COLUMNS = [
  'id',
  'name',
  'email',
  'role',
  'badge',
  'package',
  'about',
  'photo',
  'is_chatted',
] as const;
export type UserDocRow = Pick<UserRow, (typeof USER_DOC_COLUMNS)[number]>;

type UserLikes = { likings: string[]; ulikings: string[] };

/** Row → document. Pass the user's likes (from `likesOf`), or none for an empty list. */
function toUserDoc(row: UserDocRow, likes: UserLikes = { likings: [], ulikings: [] }): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'general',
    badge: row.badge,
    about: parseAbout(row.about),
    likings: likes.likings,
    ulikings: likes.ulikings,
    photo: row.photo,
    isChatted: row.is_chatted === 1,
    package: row.package,
  };
}

/** The stored about JSON over the empty about: a field never written reads as ''. */
export function parseAbout(json: string): About {
  try {
    const stored = JSON.parse(json) as Partial<About> | null;
    const about: About = { ...EMPTY_ABOUT };
    for (const key of Object.keys(EMPTY_ABOUT) as (keyof About)[]) {
      const value = stored?.[key];
      if (typeof value === 'string') about[key] = value;
    }
    return about;
  } catch {
    return { ...EMPTY_ABOUT };
  }
}

/** likings and ulikings of several users at once (two queries, whatever the number of users). */
async function likesOf(db: Executor, emails: string[]): Promise<Map<string, UserLikes>> {
  const result = new Map<string, UserLikes>(
    emails.map((email) => [email, { likings: [], ulikings: [] }]),
  );
  if (emails.length === 0) return result;
  for (const [table, key] of [
    ['meal_likes', 'likings'],
    ['upcoming_likes', 'ulikings'],
  ] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['user_email', 'target_id'])
      .where('user_email', 'in', emails)
      .where('liked', '=', 1)
      .where('deleted', '=', 0)
      .orderBy('seq')
      .execute();
    for (const row of rows) result.get(row.user_email)?.[key].push(row.target_id);
  }
  return result;
}

/** Documents for rows, in the same order. */
export async function toUserDocs(db: Executor, rows: UserDocRow[]): Promise<User[]> {
  const likes = await likesOf(
    db,
    rows.map((row) => row.email),
  );
  return rows.map((row) => toUserDoc(row, likes.get(row.email)));
}

/** The document of the user with this (lower-case) email, or undefined. */
export async function userDocByEmail(db: Executor, email: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select(USER_DOC_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
  return row ? (await toUserDocs(db, [row]))[0] : undefined;
}

/** The document of the user with this id, or undefined. */
export async function userDocById(db: Executor, id: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select(USER_DOC_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? (await toUserDocs(db, [row]))[0] : undefined;
}
