// The resident's dietary profile, on the device: a synced, owner-only collection
// (`dietaryProfiles`), so it is there offline and editable offline like skips.
//
//   useDietaryProfile() → { profile, needs, saved, waiting, signedIn, loading }
//     profile: DietaryProfileFields (diet, halalOnly, avoid, hideUnsuitable); the empty profile
//       (nothing kept, nothing hidden) until the resident saves one or when signed out.
//     needs: the profile as the DietaryNeeds of `dietaryWarnings(meal, needs)` (shared-schema):
//       warnings for a card ("Contains peanuts"); hide a meal when `profile.hideUnsuitable` and
//       warnings are not empty. For All Meals, pass `profileFilters(profile)` to
//       useMealsQuery to apply it as filters (the same rule).
//     saved: the resident has saved a profile; waiting: the last save has not reached the server.
//   saveDietaryProfile(layer, fields) (re-exported from db/index.ts without the layer): writes
//     the whole profile locally at once (resolves then; survives reload) and syncs it when
//     online; invalid fields throw WriteRefused with the field's message, signed out too.
//     Answers false when nothing changed.
import { useMemo } from 'react';
import {
  dietaryProfileFieldsSchema,
  dietaryProfileId,
  EMPTY_DIETARY_PROFILE,
  needsOf,
  type DietaryNeeds,
  type DietaryProfile,
  type DietaryProfileFields,
  type MealLabelFilters,
} from '@hostel/shared-schema';
import type { DataLayer } from './data-layer';
import { useWatch } from './hooks';
import { WriteRefused } from './writes';

const fieldsOf = (doc: DietaryProfile): DietaryProfileFields => ({
  diet: doc.diet,
  halalOnly: doc.halalOnly,
  avoid: [...doc.avoid],
  hideUnsuitable: doc.hideUnsuitable,
});

/** The profile as All Meals filters (useMealsQuery's diet, halal, without). */
export function profileFilters(profile: DietaryProfileFields): MealLabelFilters {
  return {
    diet: profile.diet ?? undefined,
    halal: profile.halalOnly || undefined,
    without: profile.avoid.length ? profile.avoid : undefined,
  };
}

export function useDietaryProfile(): {
  profile: DietaryProfileFields;
  needs: DietaryNeeds;
  saved: boolean;
  waiting: boolean;
  signedIn: boolean;
  loading: boolean;
} {
  const { value: mine, loading } = useWatch(
    'myDietaryProfile',
    {},
    { profile: null, waiting: false, signedIn: false },
  );
  const { profile: doc, waiting, signedIn } = mine;
  const value = useMemo(() => (doc ? fieldsOf(doc) : null), [doc]);
  return useMemo(() => {
    const profile = value ?? EMPTY_DIETARY_PROFILE;
    return {
      profile,
      needs: needsOf(profile),
      saved: value !== null,
      waiting,
      signedIn,
      loading: loading && value === null,
    };
  }, [value, loading, waiting, signedIn]);
}

/** Saves the signed-in resident's whole profile, offline-first (see the header). */
export async function saveDietaryProfile(
  layer: DataLayer,
  input: DietaryProfileFields,
): Promise<boolean> {
  const user = layer.user;
  if (!user) throw new WriteRefused('You are not Logged In');
  const parsed = dietaryProfileFieldsSchema.safeParse(input);
  if (!parsed.success) throw new WriteRefused(parsed.error.issues[0]?.message ?? 'Invalid profile');
  const fields = parsed.data;
  const id = dietaryProfileId(user.email);
  const existing = await layer.db.dietaryProfiles.findOne(id).exec();
  if (
    existing &&
    JSON.stringify(fieldsOf(existing.toJSON() as DietaryProfile)) === JSON.stringify(fields)
  ) {
    return false;
  }
  const updatedAt = Date.now();
  if (existing) await existing.incrementalPatch({ ...fields, updatedAt });
  else await layer.db.dietaryProfiles.insert({ _id: id, email: user.email, ...fields, updatedAt });
  await layer.recount();
  return true;
}
