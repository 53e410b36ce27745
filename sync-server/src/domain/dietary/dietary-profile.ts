// A resident's dietary profile: read, and set whole (the REST PUT and the sync push
// both call setDietaryProfile). Only the owner's own: the caller passes the session user, and
// the row's id is derived from that user's e-mail, never taken from input. Setting the profile
// it already has writes nothing (no new seq), so a push repeated after a lost answer counts once.
import {
  dietaryProfileId,
  EMPTY_DIETARY_PROFILE,
  type Allergen,
  type DietaryProfile,
  type DietaryProfileFields,
  type DietPreference,
  type SyncDoc,
} from '@hostel/shared-schema';
import type { Executor } from '../../db/database';
import type { DietaryProfilesTable } from '../../db/tables';
import { nextSeq } from '../../db/sequence';
import type { SessionUser } from '../../http/context';

export type DietaryProfileRow = Omit<DietaryProfilesTable, 'deleted'> & { deleted: number };

function parseAvoid(json: string): Allergen[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as Allergen[]) : [];
  } catch {
    return [];
  }
}

export function toDietaryProfileDoc(row: DietaryProfileRow): SyncDoc<DietaryProfile> {
  return {
    _id: row.id,
    email: row.user_email,
    diet: (row.diet as DietPreference | null) ?? null,
    halalOnly: Number(row.halal_only) === 1,
    avoid: parseAvoid(row.avoid),
    hideUnsuitable: Number(row.hide_unsuitable) === 1,
    updatedAt: Number(row.updated_at),
    _deleted: Number(row.deleted) === 1,
  };
}

/** The caller's profile; one never saved is the empty profile (updatedAt 0). */
export async function getDietaryProfile(db: Executor, user: SessionUser): Promise<DietaryProfile> {
  const email = user.email.toLowerCase();
  const row = await db
    .selectFrom('dietary_profiles')
    .selectAll()
    .where('id', '=', dietaryProfileId(email))
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) return { _id: dietaryProfileId(email), email, ...EMPTY_DIETARY_PROFILE, updatedAt: 0 };
  const { _deleted: _unused, ...doc } = toDietaryProfileDoc(row);
  return doc;
}

/** Stores the caller's whole profile; answers whether anything changed. */
export async function setDietaryProfile(
  db: Executor,
  user: SessionUser,
  fields: DietaryProfileFields,
  updatedAt: number,
): Promise<{ changed: boolean }> {
  const email = user.email.toLowerCase();
  const id = dietaryProfileId(email);
  const values = {
    diet: fields.diet,
    halal_only: fields.halalOnly ? 1 : 0,
    avoid: JSON.stringify(fields.avoid),
    hide_unsuitable: fields.hideUnsuitable ? 1 : 0,
  };
  const existing = await db
    .selectFrom('dietary_profiles')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (
    existing &&
    Number(existing.deleted) === 0 &&
    existing.diet === values.diet &&
    Number(existing.halal_only) === values.halal_only &&
    existing.avoid === values.avoid &&
    Number(existing.hide_unsuitable) === values.hide_unsuitable
  ) {
    return { changed: false };
  }
  const row = { ...values, updated_at: updatedAt, seq: await nextSeq(db), deleted: 0 };
  await db
    .insertInto('dietary_profiles')
    .values({ id, user_email: email, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
  return { changed: true };
}
